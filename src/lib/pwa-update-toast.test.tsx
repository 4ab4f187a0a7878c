import { notifications } from '@mantine/notifications'
import { screen } from '@testing-library/react'
import i18next from 'i18next'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { showUpdateToast } from './pwa-update-toast'

describe('the new-version toast', () => {
  afterAll(() => i18next.changeLanguage('en'))

  it('speaks the active language', async () => {
    await i18next.changeLanguage('de')
    const show = vi.spyOn(notifications, 'show').mockReturnValue('')
    showUpdateToast(() => Promise.resolve())
    await vi.waitFor(() => expect(show).toHaveBeenCalled())
    const [toast] = show.mock.calls[0] ?? []
    expect(toast?.title).toBe('Eine neue Version ist verfügbar')
    renderWithProviders(<>{toast?.message}</>)
    expect(screen.getByText('Laden Sie die Seite neu, um sie zu verwenden.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy()
  })
})
