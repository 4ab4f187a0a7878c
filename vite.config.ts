/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath } from 'node:url'
import { visualizer } from 'rollup-plugin-visualizer'

const DEFAULT_CLIENT_NAME = 'Tavola'

/** Puts the configured client name in index.html's <title> so the first paint is already right. */
function clientNameInHtml(clientName: string): Plugin {
  const escaped = clientName.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  return {
    name: 'client-name-in-html',
    transformIndexHtml: (html) => html.replace('%VITE_CLIENT_NAME%', escaped),
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/app/routes',
        generatedRouteTree: './src/app/route-tree.gen.ts',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        semicolons: false,
      }),
      react(),
      clientNameInHtml(env.VITE_CLIENT_NAME || DEFAULT_CLIENT_NAME),
      // `ANALYZE=1 npm run build` writes the bundle report (dist/stats.html and dist/stats.json).
      process.env.ANALYZE && visualizer({ filename: 'dist/stats.html', gzipSize: true }),
      process.env.ANALYZE &&
        visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true }),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
    test: {
      globals: true,
      environment: 'happy-dom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  }
})
