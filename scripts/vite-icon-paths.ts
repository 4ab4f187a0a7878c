import type { Plugin } from 'vite'

/** One element of a Tabler icon, as its module lists them: a tag and its attributes. */
export type IconNode = [string, Record<string, string>]

/** A Tabler icon's own module (one per icon), which lists its elements in `__iconNode`. */
const ICON_MODULE = /\/@tabler\/icons-react\/dist\/esm\/icons\/Icon\w+\.mjs$/
const ICON_NODE = /const __iconNode = (\[.*\]);\n/

/** A path with only its geometry: it takes the icon's stroke, like its neighbours. */
const plainPath = ([tag, attrs]: IconNode) =>
  tag === 'path' && Object.keys(attrs).every((name) => name === 'd' || name === 'key')

/**
 * An outline icon's elements with each run of plain paths drawn as one path. An outline icon is
 * stroked, never filled, so one path whose pieces are its paths' `d`, one after another, draws
 * the same lines; a path with attributes of its own (a fill) keeps its place between the runs.
 */
export function mergeOutlinePaths(nodes: IconNode[]): IconNode[] {
  const merged: IconNode[] = []
  let run: IconNode | undefined
  for (const node of nodes) {
    if (!plainPath(node)) {
      merged.push(node)
      run = undefined
    } else if (run) {
      run[1].d = `${run[1].d ?? ''} ${node[1].d ?? ''}`
    } else {
      run = ['path', { ...node[1] }]
      merged.push(run)
    }
  }
  return merged
}

/**
 * Tabler's outline icons draw four paths on average, each an element React creates, styles and
 * paints: the menu rail alone is 34 icons and 117 paths. This plugin rewrites each outline
 * icon's module to draw its plain paths as one (`mergeOutlinePaths`), so that an icon is two
 * elements. The filled icons are left as they are: there, separate paths and one path of the
 * same pieces may fill differently where they overlap.
 */
export function iconPaths(): Plugin {
  return {
    name: 'icon-paths',
    transform(code, id) {
      if (!ICON_MODULE.test(id) || !code.includes('createReactComponent("outline"')) return null
      const listed = ICON_NODE.exec(code)?.[1]
      if (!listed) return null
      const nodes = mergeOutlinePaths(JSON.parse(listed) as IconNode[])
      return { code: code.replace(listed, JSON.stringify(nodes)), map: null }
    },
  }
}
