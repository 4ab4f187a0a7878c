import { describe, expect, it } from 'vitest'
import { splitLoaders } from './vite-split-loaders'

const ROUTE = '/work/app/src/app/routes/_app/apps/user/list.tsx'

/** The plugin's transform of a module's code, as the build calls it. */
function transform(code: string, id: string): string | null {
  const hook = splitLoaders().transform
  if (typeof hook !== 'function') throw new Error('split-loaders has no transform')
  const result = hook.call({} as never, code, id) as { code: string } | null
  return result?.code ?? null
}

/** A route file as the router plugin writes it when its loader is split off. */
const routeWithSplitLoader = [
  'const $$splitLoaderImporter = () => import("./list.tsx?tsr-split=component---loader");',
  'import { lazyFn } from "@tanstack/react-router";',
  'import { createFileRoute } from "@tanstack/react-router";',
  'export const Route = createFileRoute("/_app/apps/user/list")({',
  '  loader: lazyFn($$splitLoaderImporter, "loader"),',
  '});',
].join('\n')

describe('splitLoaders', () => {
  it("gives a route file the app's lazyFn, and nothing else of the router's changes", () => {
    const code = transform(routeWithSplitLoader, ROUTE)
    expect(code).toContain("import { lazyFn } from '@/app/split-loader';")
    expect(code).not.toContain('import { lazyFn } from "@tanstack/react-router"')
    expect(code).toContain('import { createFileRoute } from "@tanstack/react-router";')
    expect(code).toContain('loader: lazyFn($$splitLoaderImporter, "loader")')
  })

  it('leaves route files without a split loader, split parts and other modules alone', () => {
    expect(transform('export const Route = createFileRoute("/")({})', ROUTE)).toBeNull()
    expect(transform(routeWithSplitLoader, `${ROUTE}?tsr-split=component---loader`)).toBeNull()
    expect(transform(routeWithSplitLoader, '/work/app/src/features/users/api.ts')).toBeNull()
  })

  it('fails the build when a route file calls lazyFn imported another way', () => {
    const merged = routeWithSplitLoader.replace(
      'import { lazyFn } from "@tanstack/react-router";\nimport { createFileRoute }',
      'import { createFileRoute, lazyFn }',
    )
    expect(() => transform(merged, ROUTE)).toThrow(/calls lazyFn/)
  })
})
