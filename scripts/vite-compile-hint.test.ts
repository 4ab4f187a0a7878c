import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, hintEntries } from './vite-compile-hint'

describe('hintEntries', () => {
  it('puts the hint on its own first line of each entry chunk, and nowhere else', () => {
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true, code: 'import "./a.js";\nrun();' },
      'page.js': { type: 'chunk' as const, isEntry: false, code: 'export const page = 1;' },
      'style.css': { type: 'asset' as const },
    }
    hintEntries(bundle)
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}\nimport "./a.js";\nrun();`)
    expect(bundle['page.js'].code).toBe('export const page = 1;')
    expect(bundle['style.css']).toEqual({ type: 'asset' })
  })

  it('adds it once when the bundle is written again', () => {
    const bundle = { 'index.js': { type: 'chunk' as const, isEntry: true, code: 'run();' } }
    hintEntries(bundle)
    hintEntries(bundle)
    expect(bundle['index.js'].code).toBe(`${COMPILE_HINT}\nrun();`)
  })
})
