// Renders the benchmark's figures (bench.mjs) as the markdown of bench/report.md.
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  endpointMs: 20,
  heapMiB: 15,
}

const mark = (ok) => (ok ? '✅' : '❌')
const row = (cells) => `| ${cells.join(' | ')} |`
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n')

export function renderMarkdown(report) {
  const { bundle, lighthouse, endpoints, heap, meta } = report
  const scales = Object.keys(endpoints)
  const top = scales.at(-1)
  const lines = [
    '# Benchmark report',
    '',
    `${meta.date}, commit \`${meta.commit}\`, Node ${meta.node}, ${meta.cpus} CPUs, ` +
      `${meta.durationS} s. Load average (1/5/15 min) ${meta.loadAverage.join(' / ')} at the ` +
      `start, ${meta.loadAverageAtEnd.join(' / ')} at the end: a busy machine lowers the ` +
      'Lighthouse performance score and raises the timings.',
    '',
    '## Bundle (gzip, production build)',
    '',
    table(
      ['Figure', 'kB', 'Budget', ''],
      [
        [
          `First load of /login (${bundle.firstLoadLogin.files} files)`,
          bundle.firstLoadLogin.kb,
          `≤ ${bundle.firstLoadLogin.budgetKb}`,
          mark(bundle.firstLoadLogin.kb <= bundle.firstLoadLogin.budgetKb),
        ],
        [
          `Largest lazy chunk (${bundle.largestLazyChunk.file})`,
          bundle.largestLazyChunk.kb,
          `≤ ${bundle.routeChunkBudgetKb}`,
          mark(bundle.largestLazyChunk.kb <= bundle.routeChunkBudgetKb),
        ],
        [
          `Lazy chunks over budget (of ${bundle.lazyChunks})`,
          bundle.lazyChunksOverBudget,
          '0',
          mark(bundle.lazyChunksOverBudget === 0),
        ],
      ],
    ),
    '',
    'Heaviest routes: JS and CSS first fetched when the route opens in the menu tour ' +
      '(after the shell and the routes before it), all files together:',
    '',
    table(
      ['Route', 'kB', 'Files'],
      bundle.heaviestRoutes.map((route) => [route.path, route.kb, route.files]),
    ),
    '',
    '## Lighthouse (mobile profile, median of ' + `${meta.lighthouseRuns} runs)`,
    '',
    table(
      ['Page', 'Performance', 'Accessibility', 'Best practices'],
      lighthouse.map((page) => [
        page.path,
        ...['performance', 'accessibility', 'best-practices'].map(
          (id) => `${page[id]} ${mark(page[id] >= TARGETS[id])}`,
        ),
      ]),
    ),
    '',
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ${TARGETS['best-practices']}.`,
    '',
    `## Mock list endpoints (median ms over ${meta.endpointRepeats} calls in the page)`,
    '',
    table(
      [
        'Endpoint',
        ...scales.map((scale) => `×${scale} ms`),
        ...scales.map((scale) => `×${scale} kB`),
        `≤ ${TARGETS.endpointMs} ms at ×${top}`,
      ],
      endpoints[top].map((figure, i) => [
        `\`${figure.path.split('?')[0]}\``,
        ...scales.map((scale) => endpoints[scale][i].medianMs),
        ...scales.map((scale) => endpoints[scale][i].kb),
        mark(figure.status === 200 && figure.medianMs <= TARGETS.endpointMs),
      ]),
    ),
    '',
    ...(report.notes.length ? [...report.notes.map((note) => `- ${note}`), ''] : []),
    '## JS heap',
    '',
    table(
      ['Figure', 'MiB', 'Budget', ''],
      [
        [
          `After visiting ${heap.routes} menu routes and collecting garbage`,
          heap.usedMiB,
          `≤ ${TARGETS.heapMiB}`,
          mark(heap.usedMiB <= TARGETS.heapMiB),
        ],
      ],
    ),
    '',
  ]
  return lines.join('\n')
}
