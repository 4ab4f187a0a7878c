import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { TaskDrawer } from './task-drawer'

describe('TaskDrawer', () => {
  it('names every required field left empty and sends nothing', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <TaskDrawer opened task={undefined} onClose={() => undefined} />
      </QueryClientProvider>,
    )
    await user.click(await screen.findByRole('textbox', { name: 'Title' }))
    await user.click(await screen.findByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Enter a title')).toBeInTheDocument()
    expect(screen.getByText('Choose an assignee')).toBeInTheDocument()
  })
})
