import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage, type RenderPageOptions } from '@/test/render-page'
import type { TodoSearch } from '../search'
import { TodoPage } from './todo-page'

async function renderTodo(search: TodoSearch = {}, options: Omit<RenderPageOptions, 'url'> = {}) {
  const onSearchChange = vi.fn()
  const page = await renderPage(<TodoPage search={search} onSearchChange={onSearchChange} />, {
    ...options,
    url: '/apps/todo',
  })
  return { ...page, onSearchChange }
}

describe('TodoPage', () => {
  it('shows a skeleton, then the tasks of the view newest first', async () => {
    await renderTodo({ filter: 'important' }, { settle: false })
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Tasks' })
    const titles = within(list)
      .getAllByRole('button', { name: /^Edit / })
      .map((button) => button.textContent)
    expect(titles[0]).toBe('Taste the autumn menu')
    expect(titles).toContain('Renew the health permit')
    expect(titles).not.toContain('Check the fire extinguishers')
  })

  it('says when no task matches', async () => {
    await renderTodo({ q: 'nothing like this' })
    expect(await screen.findByText('No tasks here')).toBeInTheDocument()
  })

  it('shows a failed load with a retry (the client account may not read tasks)', async () => {
    await renderTodo({}, { as: 'client' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You are not allowed to do this')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('completes a task through the mock back end', async () => {
    const user = userEvent.setup()
    const { backend } = await renderTodo()
    const box = await screen.findByRole('checkbox', { name: 'Done: Check the fire extinguishers' })
    expect(box).not.toBeChecked()
    await user.click(box)
    await vi.waitFor(() => expect(backend.tables.tasks.get(14)?.isCompleted).toBe(true))
    expect(
      await screen.findByRole('checkbox', { name: 'Done: Check the fire extinguishers' }),
    ).toBeChecked()
  })

  it('opens the drawer for a task through the URL', async () => {
    const user = userEvent.setup()
    const { onSearchChange } = await renderTodo()
    await user.click(await screen.findByRole('button', { name: 'Edit Quarterly stock count' }))
    expect(onSearchChange).toHaveBeenCalledWith({ task: 18 })
  })
})
