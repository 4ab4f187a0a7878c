import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MockBackend } from '@/test/mock-backend'
import { renderPage } from '@/test/render-page'
import type { AccountTab } from '../search'
import { AccountSettingsPage } from './account-settings-page'

const savedIn = (backend: MockBackend) =>
  backend.tables.accountSettings.find((row) => row.accountId === 1)

async function renderSettings(tab: AccountTab) {
  return renderPage(<AccountSettingsPage tab={tab} onTabChange={vi.fn()} />, {
    url: `/pages/account-settings?tab=${tab}`,
  })
}

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

describe('AccountSettingsPage', { timeout: 40_000 }, () => {
  it('saves the General tab and keeps the form on the saved values', async () => {
    const user = userEvent.setup()
    const { backend, settled } = await renderSettings('general')
    const form = screen.getByRole('form', { name: 'General' })
    const company = within(form).getByRole('textbox', { name: 'Company' })
    expect(company).toHaveValue('Tavola Trattoria Group')
    await replace(user, company, 'Osteria Verde')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await settled()
    expect(savedIn(backend)?.general.company).toBe('Osteria Verde')
    expect(within(form).getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  })

  it('keeps unsaved edits when a save fails, and Discard restores the saved values', async () => {
    const user = userEvent.setup()
    const { backend, settled } = await renderSettings('info')
    const form = screen.getByRole('form', { name: 'Information' })
    const phone = within(form).getByRole('textbox', { name: 'Phone' })
    await replace(user, phone, '+39 06 1234 5678')
    // The back end goes away: the save fails with a network error.
    backend.dispose()
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    await settled()
    expect(within(form).getByRole('button', { name: 'Save changes' })).not.toHaveAttribute(
      'data-loading',
    )
    expect(phone).toHaveValue('+39 06 1234 5678')
    expect(savedIn(backend)?.info.phone).toBe('+39 333 555 0142')
    await user.click(within(form).getByRole('button', { name: 'Discard changes' }))
    expect(phone).toHaveValue('+39 333 555 0142')
  })

  it('shows a wrong current password beside its field', async () => {
    const user = userEvent.setup()
    const { settled } = await renderSettings('password')
    const form = screen.getByRole('form', { name: 'Change password' })
    await replace(user, within(form).getByLabelText(/^Current password/), 'not-it')
    await replace(user, within(form).getByLabelText(/^New password/), 'Risotto2024')
    await replace(user, within(form).getByLabelText(/^Confirm new password/), 'Risotto2024')
    await user.click(within(form).getByRole('button', { name: 'Change password' }))
    await settled()
    expect(within(form).getByText('The current password is not correct')).toBeVisible()
  })

  it('refuses an avatar of another type or over 800 kB before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { backend } = await renderSettings('general')
    const form = screen.getByRole('form', { name: 'General' })
    // The file input Mantine's FileButton renders beside its button.
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    const calls = backend.calls.length
    await user.upload(input, new File(['x'], 'menu.pdf', { type: 'application/pdf' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Use a JPG, PNG, GIF or WebP image.',
    )
    await user.upload(
      input,
      new File([new Uint8Array(801 * 1024)], 'huge.png', { type: 'image/png' }),
    )
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The image is 801 kB; the limit is 800 kB.',
    )
    expect(backend.calls.length).toBe(calls)
  })
})
