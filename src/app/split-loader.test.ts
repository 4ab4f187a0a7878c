import { describe, expect, it, vi } from 'vitest'
import { lazyFn } from './split-loader'

describe('lazyFn', () => {
  it("loads the route file's module once and calls its export with the arguments", async () => {
    const loader = vi.fn((a: number, b: number) => a + b)
    const load = vi.fn(() => Promise.resolve({ loader }))
    const call = lazyFn(load, 'loader')
    expect(await call(1, 2)).toBe(3)
    expect(await call(3, 4)).toBe(7)
    expect(load).toHaveBeenCalledTimes(1)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('calls the default export when no name is given, and gives its answer once settled', async () => {
    const call = lazyFn(() => Promise.resolve({ default: async () => 'rows' }))
    expect(await call()).toBe('rows')
  })
})
