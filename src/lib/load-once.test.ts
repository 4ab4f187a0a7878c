import { describe, expect, it, vi } from 'vitest'
import { loadOnce, prefetch } from './load-once'

/** A module that, like an `import()` in the browser, arrives in a later task. */
const moduleInATask = <T>(value: T) =>
  vi.fn(() => new Promise<T>((resolve) => setTimeout(() => resolve(value))))

/** A module whose first fetch fails (offline) and the next one brings `value`. */
const failingOnce = (value: string) =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(value)

describe('loadOnce', () => {
  it('asks for the module once, however many calls come before and after it arrives', async () => {
    const load = moduleInATask({ name: 'pages' })
    const module = loadOnce(load)
    const [first, second] = await Promise.all([module(), module()])
    expect(first).toEqual({ name: 'pages' })
    expect(second).toBe(first)
    expect(await module()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('gives a loaded module before the next task: no wait for another import', async () => {
    const module = loadOnce(moduleInATask('names'))
    await module()
    const order: string[] = []
    const task = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('next task')
        resolve()
      }),
    )
    order.push(await module())
    await task
    expect(order).toEqual(['names', 'next task'])
  })

  it('passes a failed load on, and asks again at the next call', async () => {
    const load = failingOnce('pages')
    const module = loadOnce(load)
    await expect(module()).rejects.toThrow('offline')
    expect(await module()).toBe('pages')
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('prefetch', () => {
  it('asks for each module, drops a failed fetch, and the next use asks again', async () => {
    const failing = failingOnce('drawer')
    const drawer = loadOnce(failing)
    const menu = loadOnce(moduleInATask('menu'))
    // No unhandled rejection: Vitest fails the run on one.
    prefetch(drawer, menu)
    expect(failing).toHaveBeenCalledTimes(1)
    // The menu arrives a task later, by when the drawer's failure has settled and been forgotten.
    expect(await menu()).toBe('menu')
    expect(await drawer()).toBe('drawer')
    expect(failing).toHaveBeenCalledTimes(2)
  })
})
