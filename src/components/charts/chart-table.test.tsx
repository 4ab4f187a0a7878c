import { act, render, screen } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { ChartDrawing } from './chart-table'
import { PHONE_SCREEN } from '@/lib/phone-screen'

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static last: FakeObserver | undefined
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
  /** Reports every observed element as on (or off) the screen. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }))
    act(() => this.callback(entries as IntersectionObserverEntry[], this as never))
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeObserver.last = undefined
})

describe('ChartDrawing', () => {
  it('keeps the chart’s room and draws it only once it comes near the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const { container } = render(
      <ChartDrawing height={140}>
        <svg data-testid="drawing" />
      </ChartDrawing>,
    )
    const box = container.firstElementChild as HTMLElement
    expect(box.style.minHeight).toBe('140px')
    expect(box).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByTestId('drawing')).toBeNull()

    const observer = FakeObserver.last
    expect(observer?.observed).toEqual([box])
    expect(observer?.options?.rootMargin).toBe('300px')
    observer?.report(false)
    expect(screen.queryByTestId('drawing')).toBeNull()
    observer?.report(true)
    expect(screen.getByTestId('drawing')).toBeInTheDocument()
    expect(observer?.disconnected).toBe(true)
  })

  it.each([
    [1350, true],
    [375, false],
  ])('on a screen %i px wide, draws a plain drawing at once: %s', (width, atOnce) => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_SCREEN && width < 768,
    }))
    render(
      <ChartDrawing plain height={80}>
        <svg data-testid="drawing" />
      </ChartDrawing>,
    )
    expect(screen.queryByTestId('drawing') !== null).toBe(atOnce)
    expect(FakeObserver.last === undefined).toBe(atOnce)
  })

  it('draws at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <ChartDrawing height={80}>
        <svg data-testid="drawing" />
      </ChartDrawing>,
    )
    expect(screen.getByTestId('drawing')).toBeInTheDocument()
  })
})
