import { setFirstScreen, whenIdle } from './after-paint'

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    setFirstScreen(Promise.resolve())
    vi.useRealTimers()
  })

  it('waits for the first screen to be complete, then for a frame and an idle moment', async () => {
    let complete = () => {}
    setFirstScreen(new Promise<void>((resolve) => (complete = resolve)))
    let idle = false
    void whenIdle(500).then(() => (idle = true))
    // However long the first screen's data takes, the code waits for it.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(idle).toBe(false)

    complete()
    await vi.advanceTimersByTimeAsync(1000)
    expect(idle).toBe(true)
  })

  it('waits for no first screen once it is complete', async () => {
    setFirstScreen(Promise.resolve())
    let idle = false
    void whenIdle(500).then(() => (idle = true))
    await vi.advanceTimersByTimeAsync(1000)
    expect(idle).toBe(true)
  })
})
