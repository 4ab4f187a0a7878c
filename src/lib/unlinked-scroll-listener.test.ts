import { addUnlinkedScrollListener } from './unlinked-scroll-listener'

/** Frames run only when the test says so, so each poll is counted. */
function manualFrames() {
  const queue = new Map<number, FrameRequestCallback>()
  let next = 1
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.set(next, callback)
    return next++
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => queue.delete(id))
  return {
    pending: () => queue.size,
    runFrame: () => {
      const callbacks = [...queue.values()]
      queue.clear()
      callbacks.forEach((callback) => callback(0))
    },
  }
}

function viewport() {
  const node = document.createElement('div')
  document.body.append(node)
  return node
}

afterEach(() => document.body.replaceChildren())

describe('addUnlinkedScrollListener', () => {
  it('calls back on each frame the viewport moved, not on frames it stood still', () => {
    const frames = manualFrames()
    const node = viewport()
    const onScroll = vi.fn()
    addUnlinkedScrollListener(node, onScroll)
    frames.runFrame()
    expect(onScroll).not.toHaveBeenCalled()
    node.scrollTop = 40
    frames.runFrame()
    expect(onScroll).toHaveBeenCalledTimes(1)
    frames.runFrame()
    expect(onScroll).toHaveBeenCalledTimes(1)
    node.scrollLeft = 10
    frames.runFrame()
    expect(onScroll).toHaveBeenCalledTimes(2)
    expect(frames.pending()).toBe(1)
  })

  it('stops polling when the returned function is called', () => {
    const frames = manualFrames()
    const stop = addUnlinkedScrollListener(viewport(), vi.fn())
    expect(frames.pending()).toBe(1)
    stop()
    expect(frames.pending()).toBe(0)
  })

  it('stops by itself once the viewport has left the document (unmounted while scrolling)', () => {
    const frames = manualFrames()
    const node = viewport()
    const onScroll = vi.fn()
    addUnlinkedScrollListener(node, onScroll)
    node.remove()
    node.scrollTop = 40
    frames.runFrame()
    expect(onScroll).not.toHaveBeenCalled()
    expect(frames.pending()).toBe(0)
  })
})
