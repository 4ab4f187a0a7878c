import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { preloadable } from './preloadable'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

const shown = (ui: React.ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>)

describe('preloadable', () => {
  it('draws at once, in the first render, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const [Lazy, preload] = preloadable(load)
    expect(await preload()).toBe(Greeting)
    shown(<Lazy name="Ada" />)
    expect(screen.getByText('Hello Ada')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('suspends until its code arrives when nobody preloaded it', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined
    const [Lazy] = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)))
    shown(<Lazy name="Grace" />)
    expect(screen.getByText('Loading')).toBeInTheDocument()
    arrive(Greeting)
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument()
  })

  it('fetches once for every caller, and asks again after a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Greeting)
    const [, preload] = preloadable(load)
    await expect(preload()).rejects.toThrow('offline')
    await Promise.all([preload(), preload()])
    expect(load).toHaveBeenCalledTimes(2)
  })
})
