// `node scripts/lcp-what-if.mjs --dir <build> --page <path> --scenarios <file.json> [--runs N]`:
// what Lighthouse's simulated largest paint would be with fewer files or fewer bytes, before
// building the change. Each run is one Lighthouse load of the signed-in page (as the bench does);
// its dependency graph is then simulated again by Lighthouse's own Lantern code, changed as each
// scenario says:
//   { "name": { "drop":  ["regexp", …],                 files left out
//               "merge": [["regexp", ["regexp", …]], …], the second list's files in the first's
//               "size":  [["regexp", bytes], …] } }      a file's transfer size changed
// A regexp matches a request's URL without the origin, e.g. "^/assets/shell-" or "favicon".
// It prints each run's figure per scenario and their medians. Ports 4335 and 9335.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import lighthouse from 'lighthouse'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js'
import {
  forgetPreviousVisit,
  launchBrowser,
  lighthouseFlags,
  median,
  signIn,
} from './bench-browser.mjs'
import { startPreview } from './bundle-figures.mjs'

const PORT = 4335
const DEBUG_PORT = 9335

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    page: { type: 'string', default: '/apps/email' },
    scenarios: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
})

/** A request's URL without the origin. */
const pathOf = (node, base) => node.request.url.replace(base, '')

/** Removes a node and links its dependents to its dependencies, so the rest of the graph keeps its order. */
function cut(node) {
  const dependencies = node.getDependencies().slice()
  const dependents = node.getDependents().slice()
  for (const dependent of dependents) dependent.removeDependency(node)
  for (const dependency of dependencies) node.removeDependency(dependency)
  for (const dependent of dependents)
    for (const dependency of dependencies) dependent.addDependency(dependency)
}

function resize(node, bytes) {
  // The request object is shared with the unchanged graph: the copy gets one of its own.
  node._request = { ...node.request, transferSize: bytes }
}

/** A copy of `graph` changed as `scenario` says. */
function changed(graph, scenario, base) {
  const copy = graph.cloneWithRelationships(() => true)
  const nodes = []
  copy.traverse((node) => nodes.push(node))
  const find = (pattern) =>
    nodes.filter((node) => node.type === 'network' && new RegExp(pattern).test(pathOf(node, base)))
  for (const [pattern, bytes] of scenario.size ?? [])
    for (const node of find(pattern)) resize(node, bytes)
  for (const [target, sources] of scenario.merge ?? []) {
    const into = find(target)[0]
    if (!into) throw new Error(`no request matches ${target}`)
    for (const pattern of sources)
      for (const node of find(pattern)) {
        if (node === into) continue
        resize(into, into.request.transferSize + node.request.transferSize)
        cut(node)
      }
  }
  for (const pattern of scenario.drop ?? []) for (const node of find(pattern)) cut(node)
  return copy
}

/** Lantern's largest paint of a graph: its last node's end, low-priority images aside. */
function largestPaint(simulator, graph) {
  const { nodeTimings } = simulator.simulate(graph, { label: 'what-if' })
  let end = 0
  for (const [node, timing] of nodeTimings.entries()) {
    const lowImage =
      node.type === 'network' &&
      node.request.resourceType === 'Image' &&
      ['Low', 'VeryLow'].includes(node.request.priority)
    if (!lowImage) end = Math.max(end, timing.endTime)
  }
  return end
}

async function main() {
  const scenarios = {
    'as built': {},
    ...(values.scenarios ? JSON.parse(readFileSync(values.scenarios, 'utf8')) : {}),
  }
  const base = `http://127.0.0.1:${PORT}`
  const server = await startPreview({ port: PORT, outDir: values.dir })
  const { context, close } = await launchBrowser(DEBUG_PORT)
  const figures = Object.fromEntries(Object.keys(scenarios).map((name) => [name, []]))
  try {
    await signIn(context, base)
    for (let run = 0; run < Number(values.runs); run += 1) {
      await forgetPreviousVisit(context, base)
      const result = await lighthouse(
        `${base}${values.page}`,
        lighthouseFlags(DEBUG_PORT, ['performance']),
      )
      if (!result || new URL(result.lhr.finalDisplayedUrl).pathname !== values.page)
        throw new Error(`Lighthouse did not stay on ${values.page} (signed out?)`)
      const { artifacts, lhr } = result
      const data = {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      }
      const computed = { computedCache: new Map() }
      const lcp = await LanternLargestContentfulPaint.request(data, computed)
      const simulator = await LoadSimulator.request(data, computed)
      const line = [`run ${run + 1}: Lighthouse ${(lcp.timing / 1000).toFixed(2)} s`]
      for (const [name, scenario] of Object.entries(scenarios)) {
        // Lighthouse's estimate is the mean of its optimistic and pessimistic graphs'.
        const ms =
          (largestPaint(simulator, changed(lcp.optimisticGraph, scenario, base)) +
            largestPaint(simulator, changed(lcp.pessimisticGraph, scenario, base))) /
          2
        figures[name].push(ms)
        line.push(`${name} ${(ms / 1000).toFixed(2)}`)
      }
      console.log(line.join(' · '))
    }
  } finally {
    await close()
    server.kill()
  }
  console.log(`\nLantern's largest paint of ${values.page}, median of ${values.runs} runs:`)
  for (const [name, list] of Object.entries(figures))
    console.log(`  ${name}: ${(median(list) / 1000).toFixed(2)} s`)
}

await main()
