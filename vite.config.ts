/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { visualizer } from 'rollup-plugin-visualizer'
import { VitePWA } from 'vite-plugin-pwa'
import { bootPreload } from './scripts/vite-boot-preload.ts'
import { compileHint } from './scripts/vite-compile-hint.ts'
import { iconPaths } from './scripts/vite-icon-paths.ts'
import { splitLoaders } from './scripts/vite-split-loaders.ts'
import { parseConfig } from './src/lib/config.ts'
import { SHELL_NAMESPACES, SIGN_IN_NAMESPACES } from './src/lib/i18n-namespaces.ts'
import { LANGUAGE_STORAGE_KEY } from './src/lib/language-key.ts'
import { DEFAULT_THEME } from '@mantine/core'
import { brand } from './src/app/palette.ts'
import { navbarShade } from './src/components/layout/navbar-colors.ts'
import {
  LAYOUT_STORAGE_KEY,
  navbarColors,
  storedLayoutDefaults,
} from './src/lib/layout-defaults.ts'
import { pageOf } from './src/contract/pages.ts'
import { SESSION_STORAGE_KEY } from './src/lib/session-key.ts'

const DEFAULT_CLIENT_NAME = 'Tavola'

/** Puts the configured client name in index.html's <title> so the first paint is already right. */
function clientNameInHtml(clientName: string): Plugin {
  const escaped = clientName.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  return {
    name: 'client-name-in-html',
    // Before Vite's own %VITE_*% replacement, which would warn that the default name is unset.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('%VITE_CLIENT_NAME%', escaped),
    },
  }
}

/** The origin of a configured address, or nothing when it is unset or not an http(s) URL. */
function originOf(value: string | undefined): string[] {
  if (!value) return []
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : []
  } catch {
    return []
  }
}

/**
 * The Content-Security-Policy of the production build, as a meta tag (the app is static files, so
 * any host can serve it). Scripts only from the app's own origin: no inline script, no eval
 * (src/lib/zod-setup.ts). Styles may be inline, as Mantine and FullCalendar write them at run time.
 * Pictures may be data: and blob: URLs (avatar and file previews); the map's tiles come from
 * OpenStreetMap. Calls may go to the configured API and upload addresses (when the mock is off).
 */
function contentSecurityPolicy(env: Record<string, string>): Plugin {
  const tiles = 'https://tile.openstreetmap.org'
  const apis = [...originOf(env.VITE_API_BASE), ...originOf(env.VITE_UPLOAD_BASE)]
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tiles}`,
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    ["connect-src 'self'", ...apis, tiles].join(' '),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * The service worker and web manifest (production builds only). Workbox precaches the app shell
 * and every JS and CSS chunk, the lazily loaded mock back end included, so that after the first
 * visit the app and its mock back end work offline; client routes fall back to index.html.
 * 'prompt': a new version waits until the user accepts the "Reload" toast (src/lib/pwa.tsx,
 * which also registers the worker after the first render, hence `injectRegister: false`).
 */
function serviceWorker(clientName: string) {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: clientName,
      short_name: clientName,
      description: 'Staff admin dashboard',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        {
          src: '/pwa-maskable-512x512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/stats.html'],
      navigateFallback: 'index.html',
      // The first worker takes the open tabs at once, so the very first visit is already cached for offline.
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  })
}

/** A module of a Mantine package and the project's module that stands in for it. */
interface MantineSwap {
  /** The package that imports the module (its own index or a sibling module). */
  within: string
  /** The end of the module's import path. */
  module: string
  /** The stand-in, in src/. */
  with: string
}

/**
 * Two Mantine modules are swapped for the project's own, in the build and in dev's pre-bundled
 * dependencies alike:
 * - ScrollArea's poller (like Radix's, radix-ui/primitives#1973) can run every frame for ever on a
 *   viewport unmounted while it scrolled, keeping the detached page (docs/heap.md);
 *   src/lib/unlinked-scroll-listener.ts stops once the viewport has left the document.
 * - `useId` renders every input, menu, popover and tooltip a second time, synchronously, just
 *   after it mounts, to swap React's id for a random one; src/lib/mantine-use-id.ts keeps React's
 *   (docs/decisions.md).
 */
const MANTINE_SWAPS: readonly MantineSwap[] = [
  {
    within: '@mantine/core',
    module: '/add-unlinked-scroll-listener.mjs',
    with: './src/lib/unlinked-scroll-listener.ts',
  },
  { within: '@mantine/hooks', module: '/use-id/use-id.mjs', with: './src/lib/mantine-use-id.ts' },
]

function mantineModuleSwaps(): Plugin {
  let building = false
  const swapped = new Set<MantineSwap>()
  return {
    name: 'mantine-module-swaps',
    // Before Vite's own resolver, which would otherwise answer first.
    enforce: 'pre',
    configResolved: (config) => {
      building = config.command === 'build'
    },
    resolveId(source, importer) {
      const swap = MANTINE_SWAPS.find(
        (candidate) => source.endsWith(candidate.module) && importer?.includes(candidate.within),
      )
      if (!swap) return null
      swapped.add(swap)
      return fileURLToPath(new URL(swap.with, import.meta.url))
    },
    // A Mantine upgrade that renames a module would drop its swap without a word otherwise.
    buildEnd(error) {
      const missed = MANTINE_SWAPS.filter((swap) => !swapped.has(swap))
      if (building && !error && missed.length > 0)
        this.error(
          `Mantine's ${missed.map((swap) => swap.module).join(', ')} was not found: see vite.config.ts`,
        )
    },
  }
}

/**
 * jsPDF imports html2canvas and canvg (with core-js) on demand, for its html() and SVG images only.
 * The invoice PDF uses neither, yet bundled they are two more lazy chunks (94 kB gzip) that the
 * service worker would precache for every visitor: both resolve to src/lib/jspdf-left-out.ts.
 */
function jspdfWithoutHtmlAndSvg(): Plugin {
  const leftOut = fileURLToPath(new URL('./src/lib/jspdf-left-out.ts', import.meta.url))
  return {
    name: 'jspdf-without-html-and-svg',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'html2canvas' && source !== 'canvg') return null
      return importer?.includes('/node_modules/jspdf/') ? leftOut : null
    },
  }
}

/**
 * Small modules that the busiest signed-in pages (the dashboards, email, the invoice and user
 * lists) draw with, put into the shell's file: apart, each would be a request of its own (0.2 to
 * 2.5 kB gzip) before those pages' first screen, and on a slow mobile link every six requests cost
 * a round trip. In Lighthouse's simulation each request in flight also takes an equal share of
 * the link while it waits on its round trip, slowing the entry's download beside it: the mail
 * page's four small files moved here brought its largest paint about 0.1 s earlier. Together
 * they add about 7 kB to the shell.
 */
const SHELL_EXTRAS = new RegExp(
  [
    ...[
      'components/query-error.tsx',
      'components/use-drawn-when-opened.ts',
      'components/use-search-text.ts',
      'components/cell-avatar.tsx',
      'components/cell-icon.tsx',
      'components/data-table/row-actions.tsx',
      'components/data-table/row-checkbox.tsx',
      'app/use-search-patch.ts',
      'app/list-route.ts',
      'app/calls-beside-first-screen.ts',
      'components/confirm-dialog.tsx',
      'lib/event-handler-attributes.ts',
      'components/plain-nav-link.tsx',
      'components/lazy-drawer.tsx',
      'components/color-dot.tsx',
      'components/show-more.tsx',
    ].map((path) => `/src/${path}$`),
    ...[
      'Skeleton',
      'Card',
      'Progress',
      'Pagination',
      'NativeSelect',
      'Combobox/ComboboxChevron',
      'Combobox/get-parsed-combobox-data',
      'ColorSwatch',
    ].map((component) => `/node_modules/@mantine/core/esm/components/${component}/`),
  ].join('|'),
)

/**
 * What the first screen of each of the busiest pages needs from its feature beyond its route
 * file, one file per feature. Left to Rolldown, each set of pages that shares a module gets a file
 * of its own: the invoice list fetched six small ones (0.2 to 1.9 kB gzip) besides its route's,
 * the mail page two. A path ending in `/` is a folder. Only modules those screens import
 * statically: a module named here loads with the file even where it was a lazy import.
 */
const FEATURE_FILES: Record<string, string[]> = {
  email: [
    'src/contract/email.ts',
    'src/features/email/api/get-emails.ts',
    'src/features/email/compose-fields.ts',
    'src/features/email/email-text.ts',
  ],
  invoices: [
    'src/contract/invoices.ts',
    'src/features/invoices/money.ts',
    'src/features/invoices/invoice-export.ts',
    'src/features/invoices/api/get-invoices.ts',
    'src/features/invoices/api/get-invoice.ts',
    'src/features/invoices/api/delete-invoice.ts',
    'src/features/invoices/components/invoice-actions.tsx',
    'src/features/invoices/components/invoice-status.tsx',
  ],
  users: [
    'src/contract/users.ts',
    'src/components/cell-badge.tsx',
    'src/features/users/api/get-users.ts',
    'src/features/users/api/delete-user.ts',
    'src/features/users/components/delete-user-dialog.tsx',
    'src/features/users/components/user-labels.tsx',
    'src/features/users/components/user-options.ts',
    'src/features/users/components/users.module.css',
  ],
  cards: [
    'src/contract/cards.ts',
    'src/components/charts/chart-table.tsx',
    'src/features/dashboards/format.ts',
    'src/features/dashboards/card-text.ts',
    'src/features/dashboards/api/get-card-analytics.ts',
    'src/features/dashboards/api/get-card-statistics.ts',
    'src/features/dashboards/components/card-frame.tsx',
    'src/features/dashboards/components/card-frame.module.css',
    'src/features/dashboards/components/chart-palette.ts',
    'src/features/dashboards/components/spark-drawings.tsx',
    'src/features/dashboards/components/charts.tsx',
    'src/features/dashboards/components/cards.tsx',
    'src/features/dashboards/components/cards.module.css',
    'node_modules/d3-shape/',
    'node_modules/d3-path/',
  ],
}

/**
 * A module id test for paths from the project's root (a path ending in `/` is a folder). A path
 * that names nothing stops the build: a moved module would otherwise fall out of its file silently.
 */
function pathsPattern(paths: string[]): RegExp {
  for (const path of paths)
    if (!existsSync(fileURLToPath(new URL(`./${path}`, import.meta.url))))
      throw new Error(`vite.config.ts: ${path} does not exist`)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    paths.map((path) => `/${escape(path)}${path.endsWith('/') ? '' : '$'}`).join('|'),
  )
}

/** The signed-in shell's route component (navbar, menu, layout): every signed-in page loads it. Its split id names both groups a route's chunk holds (see `defaultBehavior` below). */
const SHELL_ROUTE_MODULE = `${fileURLToPath(new URL('./src/app/routes/_app.tsx', import.meta.url))}?tsr-split=component---loader`

/** Each navbar colour's shade as a colour value, for the loading screen's top bar (src/app/boot-frame.ts). */
function navbarColours(): Record<string, string> {
  const palettes: Record<string, readonly string[]> = { ...DEFAULT_THEME.colors, brand }
  return Object.fromEntries(
    navbarColors.flatMap((color) => {
      const shade = navbarShade(color)
      const value = shade && palettes[shade[0]]?.[shade[1]]
      return value ? [[color, value]] : []
    }),
  )
}

/** The mock back end's page side, which main.tsx loads when the build answers calls with it. */
const MOCK_PAGE_MODULE = fileURLToPath(new URL('./src/mock/browser.ts', import.meta.url))

/** Whether the built app answers calls with the mock (src/lib/config.ts); none with a bad setting, which the app reports. */
function mockAnswers(env: Record<string, string>): boolean {
  try {
    return parseConfig(env, 'http://localhost').mock
  } catch {
    return false
  }
}

/**
 * The .ts test files that need a DOM or browser globals (window, document, localStorage,
 * DOMParser, happy-dom's fetch interceptor…): they fail under Node. Every other .ts test runs
 * in the Node project, and every .tsx test in the DOM one.
 */
const DOM_TS_TESTS = [
  'src/app/{boot-frame,boot-screen,mock-data-sync,pages}.test.ts',
  'src/components/{ripple,server-errors}.test.ts',
  'src/features/email/{compose-fields,email-text}.test.ts',
  'src/features/notifications/{push-client,push-session}.test.ts',
  'src/lib/{after-paint,api-client,browser-storage,csv,layout-preferences,query-client,session,session-check,session-keeper,unlinked-scroll-listener}.test.ts',
  'src/mock/{install,legacy-storage}.test.ts',
]

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/app/routes',
        generatedRouteTree: './src/app/route-tree.gen.ts',
        autoCodeSplitting: true,
        // The sign-in page is most visitors' first page: kept in the entry bundle, it paints without
        // waiting for route chunks one after another.
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) =>
            routeId === '/_guest' || routeId === '/_guest/login' ? [] : undefined,
          // A route's loader travels with its component: what it imports (query options, the
          // feature's endpoint group and schemas) stays out of the entry, in one request.
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        quoteStyle: 'single',
        semicolons: false,
      }),
      splitLoaders(),
      compileHint(),
      react(),
      mantineModuleSwaps(),
      iconPaths(),
      jspdfWithoutHtmlAndSvg(),
      clientNameInHtml(env.VITE_CLIENT_NAME || DEFAULT_CLIENT_NAME),
      serviceWorker(env.VITE_CLIENT_NAME || DEFAULT_CLIENT_NAME),
      contentSecurityPolicy(env),
      bootPreload({
        shellModule: SHELL_ROUTE_MODULE,
        mockModule: mockAnswers(env) ? MOCK_PAGE_MODULE : undefined,
        sessionKey: SESSION_STORAGE_KEY,
        languageKey: LANGUAGE_STORAGE_KEY,
        layoutKey: LAYOUT_STORAGE_KEY,
        layoutDefaults: storedLayoutDefaults,
        navbarColours: navbarColours(),
        pageAbility: (path) => pageOf(path)?.ability,
        shellNamespaces: SHELL_NAMESPACES,
        signInNamespaces: SIGN_IN_NAMESPACES,
      }),
      // `ANALYZE=1 npm run build` writes the bundle report (dist/stats.html and dist/stats.json).
      !!process.env.ANALYZE && visualizer({ filename: 'dist/stats.html', gzipSize: true }),
      !!process.env.ANALYZE &&
        visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    optimizeDeps: { rolldownOptions: { plugins: [mantineModuleSwaps(), iconPaths()] } },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    // The mock back end's SharedWorker loads each app's routes as it needs them: ES modules split.
    worker: { format: 'es' as const },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically (what /login needs) in one file, not 59: each
          // file is a request, and on a slow mobile link six at a time cost a round trip each.
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], priority: 3 },
              ...Object.entries(FEATURE_FILES).map(([name, paths]) => ({
                name,
                test: pathsPattern(paths),
                priority: 1.6,
                includeDependenciesRecursively: false,
              })),
              // Mantine's whole stylesheet, for the modules that draw a component the shell's
              // styles leave out (src/components/styles/full-styles.ts): a file of its own, which
              // a page fetches only when one of its modules needs it.
              {
                name: 'full-styles',
                test: /\/src\/components\/styles\/full-styles\.ts$/,
                priority: 4,
              },
              // The shell's route module and what it needs that the entry lacks, in one file. The
              // dependencies are the bundler's, after tree-shaking: only the Mantine components,
              // icons and libraries the shell draws, not every module a package's index names.
              {
                name: (id) => (id === SHELL_ROUTE_MODULE || SHELL_EXTRAS.test(id) ? 'shell' : null),
                debugName: 'shell',
                priority: 2,
              },
              // The data table and what the list pages use with it (TanStack Table, the bulk
              // actions' helpers), in one file: apart, they would be about fifteen requests before
              // an invoice or user list's first screen. Only these modules: their dependencies that
              // other pages share (icons, Mantine's helpers) stay in the files those pages fetch.
              // The virtualised body stays apart, fetched only for long lists.
              {
                name: 'lists',
                test: /\/src\/(components\/data-table\/(?!virtual-rows)|lib\/(settle-each|target-store|export-formats)\.ts)|\/node_modules\/@tanstack\/(table-core|react-table)\//,
                priority: 1.5,
                includeDependenciesRecursively: false,
              },
              // Mantine's small helpers and hooks that neither the entry nor the shell holds, in one
              // file: taken with the menus' dependencies into `floating` below, they made a list
              // page fetch that whole chunk for the one event helper its pagination uses.
              {
                name: 'mantine-helpers',
                test: /\/node_modules\/@mantine\/(core\/esm\/core\/utils|hooks)\//,
                priority: 1,
              },
              // Mantine's menu and popover with floating-ui, in one file (about 28 kB gzip): the
              // shell fetches it once the page is drawn and idle (src/components/floating.ts); a page
              // whose first screen has a menu, a select or a popover fetches it with its files.
              {
                name: 'floating',
                test: /\/node_modules\/(@floating-ui\/|@mantine\/core\/esm\/components\/(Menu|Popover)\/)/,
              },
              // The icons that two pages or more draw, and the shell does not, in one file: apart,
              // each is a request for a few hundred bytes (a list page fetched ten of them), and
              // together they compress to about 5 kB.
              {
                name: 'shared-icons',
                test: /\/node_modules\/@tabler\/icons-react\//,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      // Shared by both projects; the DOM project adds its own after it.
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // Vitest's default on two cores is one worker; two finish the run in about two thirds.
      maxWorkers: 2,
      // Every test file runs in exactly one project: plain .ts tests in Node, the rest in happy-dom.
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // These files build their own mock app and store; sharing the module graph between
            // the files of a worker saves re-importing it for each (about a third of the run).
            isolate: false,
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: DOM_TS_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
            setupFiles: ['./src/test/setup-dom.ts'],
          },
        },
      ],
    },
  }
})
