import { describe, expect, it, vi } from 'vitest'
import { lazyFn } from './split-loader'

/** A module that, like an `import()`, arrives in a later task. */
const moduleInATask = <T>(value: T) =>
  vi.fn(() => new Promise<T>((resolve) => setTimeout(() => resolve(value))))

describe('lazyFn', () => {
  it('loads the module once and calls its export with the arguments', async () => {
    const loader = vi.fn((a: number, b: number) => a + b)
    const load = moduleInATask({ loader })
    const call = lazyFn(load, 'loader')
    expect(await call(1, 2)).toBe(3)
    expect(await call(3, 4)).toBe(7)
    expect(load).toHaveBeenCalledTimes(1)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('answers from the loaded module before the next task: no wait for another import', async () => {
    const call = lazyFn(moduleInATask({ default: async () => 'rows' }))
    await call()
    const order: string[] = []
    const task = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('next task')
        resolve()
      }),
    )
    await call().then((answer) => order.push(answer))
    await task
    expect(order).toEqual(['rows', 'next task'])
  })

  it('passes a failed import on, and tries again at the next call', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => 'page' })
    const call = lazyFn(load)
    await expect(call()).rejects.toThrow('offline')
    expect(await call()).toBe('page')
  })
})
