import type { Plugin } from 'vite'

/** The route files, as the router plugin has rewritten them (their split parts excluded). */
const ROUTE_FILE = /\/src\/app\/routes\/[^?]*\.tsx?$/
/** How the router plugin imports the wrapper of a split loader into a route file. */
const ROUTER_LAZY_FN = 'import { lazyFn } from "@tanstack/react-router";'
const OWN_LAZY_FN = "import { lazyFn } from '@/app/split-loader';"

/**
 * Route files take the wrapper of their split loader from src/app/split-loader.ts, which keeps
 * the loader's module once loaded, instead of the router's, which awaits `import()` at every
 * call (a task, and so a frame, before a list's next page could even start to load). Runs after
 * the router plugin; the build fails if a route file calls `lazyFn` imported in another way, so
 * that a new version of the router plugin cannot bring the router's own back unnoticed.
 */
export function splitLoaders(): Plugin {
  return {
    name: 'split-loaders',
    transform(code, id) {
      if (!ROUTE_FILE.test(id) || !code.includes('lazyFn(')) return null
      if (!code.includes(ROUTER_LAZY_FN))
        throw new Error(`split-loaders: ${id} calls lazyFn without "${ROUTER_LAZY_FN}"`)
      return { code: code.replace(ROUTER_LAZY_FN, OWN_LAZY_FN), map: null }
    },
  }
}
