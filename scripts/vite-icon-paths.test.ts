import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconPaths, mergeOutlinePaths, type IconNode } from './vite-icon-paths'

const ICONS = join(process.cwd(), 'node_modules/@tabler/icons-react/dist/esm/icons')

/** The plugin's transform of a module's code, as the build calls it. */
function transform(code: string, file: string): string | null {
  const hook = iconPaths().transform
  if (typeof hook !== 'function') throw new Error('icon-paths has no transform')
  const result = hook.call({} as never, code, join(ICONS, file)) as { code: string } | null
  return result?.code ?? null
}

const nodesOf = (code: string) =>
  JSON.parse(/const __iconNode = (\[.*\]);\n/.exec(code)?.[1] ?? '[]') as IconNode[]

describe('mergeOutlinePaths', () => {
  it('draws a run of plain paths as one path of their pieces, in order', () => {
    expect(
      mergeOutlinePaths([
        ['path', { d: 'M1 1h2', key: 'svg-0' }],
        ['path', { d: 'M3 3v4', key: 'svg-1' }],
        ['path', { d: 'M5 5l1 1', key: 'svg-2' }],
      ]),
    ).toEqual([['path', { d: 'M1 1h2 M3 3v4 M5 5l1 1', key: 'svg-0' }]])
  })

  it('keeps a path with attributes of its own in its place, between the runs', () => {
    expect(
      mergeOutlinePaths([
        ['path', { d: 'M1 1h2', key: 'svg-0' }],
        ['path', { d: 'M2 2h1', key: 'svg-1' }],
        ['path', { d: 'M3 3h1', fill: 'currentColor', key: 'svg-2' }],
        ['path', { d: 'M4 4h1', key: 'svg-3' }],
      ]),
    ).toEqual([
      ['path', { d: 'M1 1h2 M2 2h1', key: 'svg-0' }],
      ['path', { d: 'M3 3h1', fill: 'currentColor', key: 'svg-2' }],
      ['path', { d: 'M4 4h1', key: 'svg-3' }],
    ])
  })

  it('leaves the nodes it was given as they were', () => {
    const nodes: IconNode[] = [
      ['path', { d: 'M1 1h2', key: 'svg-0' }],
      ['path', { d: 'M3 3v4', key: 'svg-1' }],
    ]
    mergeOutlinePaths(nodes)
    expect(nodes[0]?.[1].d).toBe('M1 1h2')
  })
})

describe('the icon-paths plugin', () => {
  const files = readdirSync(ICONS).filter((file) => /^Icon\w+\.mjs$/.test(file))

  it('draws every outline icon with its geometry whole and leaves the filled ones alone', () => {
    let outline = 0
    for (const file of files) {
      const code = readFileSync(join(ICONS, file), 'utf8')
      const result = transform(code, file)
      if (!code.includes('createReactComponent("outline"')) {
        expect(result, file).toBeNull()
        continue
      }
      outline++
      expect(result, file).not.toBeNull()
      const before = nodesOf(code)
      const after = nodesOf(result ?? '')
      // The same pieces in the same order, in fewer elements, and the module otherwise the same.
      const pieces = (nodes: IconNode[]) => nodes.map(([, attrs]) => attrs.d).join(' ')
      expect(pieces(after), file).toBe(pieces(before))
      expect(after.length, file).toBeLessThanOrEqual(before.length)
      expect((result ?? '').replace(/const __iconNode = .*;\n/, ''), file).toBe(
        code.replace(/const __iconNode = .*;\n/, ''),
      )
    }
    expect(outline).toBeGreaterThan(1000)
  })

  it('draws the menu’s home icon as one path', () => {
    const code = readFileSync(join(ICONS, 'IconSmartHome.mjs'), 'utf8')
    expect(nodesOf(code)).toHaveLength(2)
    expect(nodesOf(transform(code, 'IconSmartHome.mjs') ?? '')).toHaveLength(1)
  })

  it('transforms no other module', () => {
    expect(transform('const __iconNode = [];\n', '../../../../src/app/app.tsx')).toBeNull()
  })
})
