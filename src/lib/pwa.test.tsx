import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'

const pwa = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  update: vi.fn(() => Promise.resolve()),
}))
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    pwa.options = options
    return pwa.update
  },
}))

const { registerServiceWorker } = await import('./pwa')

beforeEach(() => {
  pwa.update.mockClear()
  notifications.clean()
})

describe('registerServiceWorker', () => {
  it('logs going offline and back online, never as an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    registerServiceWorker()
    window.dispatchEvent(new Event('offline'))
    expect(warn).toHaveBeenCalledWith('You are offline: the app keeps working from its cache.')
    window.dispatchEvent(new Event('online'))
    expect(info).toHaveBeenCalledWith('You are back online.')
    pwa.options?.onOfflineReady?.()
    expect(info).toHaveBeenCalledWith('The app is cached and works offline.')
  })

  it('logs a new version and offers a "Reload" toast that activates the new worker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <MantineProvider env="test">
        <Notifications />
      </MantineProvider>,
    )
    registerServiceWorker()
    pwa.options?.onNeedRefresh?.()
    expect(warn).toHaveBeenCalledWith('A new version of the app is available: reload to use it.')
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(pwa.update).toHaveBeenCalledWith(true)
  })

  it('keeps working when the worker cannot be registered', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    registerServiceWorker()
    pwa.options?.onRegisterError?.(new Error('blocked'))
    expect(warn).toHaveBeenCalledWith(
      'The service worker could not be registered; the app works online only.',
      expect.any(Error),
    )
  })
})
