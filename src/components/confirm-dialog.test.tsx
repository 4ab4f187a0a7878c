import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithProviders } from '@/test/render'
import { ConfirmDialog } from './confirm-dialog'

function renderDialog(props: { pending?: boolean; cancelLabel?: string } = {}) {
  const onClose = vi.fn()
  const onConfirm = vi.fn()
  renderWithProviders(
    <ConfirmDialog
      opened
      onClose={onClose}
      title="Delete the menu?"
      message="It cannot be undone."
      confirmLabel="Delete"
      color="red"
      onConfirm={onConfirm}
      {...props}
    >
      <p>Lunch menu</p>
    </ConfirmDialog>,
  )
  return { onClose, onConfirm }
}

describe('ConfirmDialog', () => {
  it('names itself by its title, says what happens and focuses Cancel first', async () => {
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Delete the menu?' })
    expect(dialog).toHaveTextContent('It cannot be undone.')
    expect(dialog).toHaveTextContent('Lunch menu')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('cancels with Cancel and with Escape, and confirms with the confirming button', async () => {
    const user = userEvent.setup()
    const { onClose, onConfirm } = renderDialog({ cancelLabel: 'Stay' })
    await user.click(await screen.findByRole('button', { name: 'Stay' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('shows the confirming button as busy while the action runs', async () => {
    renderDialog({ pending: true })
    const confirm = await screen.findByRole('button', { name: 'Delete' })
    expect(confirm).toHaveAttribute('data-loading', 'true')
  })

  it('opens from closed, focusing Cancel, and opens again after closing', async () => {
    const user = userEvent.setup()
    function Page() {
      const [opened, setOpened] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Delete menu
          </button>
          <ConfirmDialog
            opened={opened}
            onClose={() => setOpened(false)}
            title="Delete the menu?"
            message="It cannot be undone."
            confirmLabel="Delete"
            onConfirm={() => setOpened(false)}
          />
        </>
      )
    }
    renderWithProviders(<Page />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete menu' }))
    expect(await screen.findByRole('dialog', { name: 'Delete the menu?' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Delete menu' }))
    expect(await screen.findByRole('dialog', { name: 'Delete the menu?' })).toBeVisible()
  })
})
