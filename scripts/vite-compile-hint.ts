import type { Plugin } from 'vite'

/** V8's explicit compile hint: a file that starts with it is compiled whole as it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** What the plugin reads of a chunk in the bundle. */
interface BundledChunk {
  type: 'chunk' | 'asset'
  isEntry?: boolean
  code?: string
}

/**
 * Puts V8's compile hint (`COMPILE_HINT`) at the top of the entry chunk, the one file every page
 * runs at start-up (React, the router, the query client, i18next, the sign-in page).
 *
 * Without it, V8 compiles a function on the main thread the first time it is called: about 2,000
 * of the entry's functions during a signed-in page's first screen, and those a list's first change
 * calls then. With it, Chromium (136 and later) compiles the whole file on a background thread
 * while it downloads, so the main thread only runs it. The other chunks keep lazy compilation:
 * most of a page's or a library's functions never run on a given visit, and compiling them would
 * cost time and memory for nothing. docs/decisions.md gives what it measured.
 */
export function compileHint(): Plugin {
  return {
    name: 'tavola:compile-hint',
    apply: 'build',
    // The hint is part of the file's content, so of its name's hash.
    augmentChunkHash: (chunk) => (chunk.isEntry ? COMPILE_HINT : undefined),
    generateBundle: {
      // After Vite's own, which puts its preload helper's table at the top of the entry.
      order: 'post',
      handler(_options, bundle) {
        hintEntries(bundle as Record<string, BundledChunk>)
      },
    },
  }
}

/** Prefixes each entry chunk's code with the hint (once), in place. */
export function hintEntries(bundle: Record<string, BundledChunk>): void {
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry && !chunk.code?.startsWith(COMPILE_HINT))
      chunk.code = `${COMPILE_HINT}\n${chunk.code ?? ''}`
}
