import type { Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' })
const row = (page: Page, title: string) =>
  taskList(page).getByRole('listitem').filter({ hasText: title })
const views = (page: Page) => page.getByRole('navigation', { name: 'Task views' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tasks' })

async function openTodo(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/apps/todo${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'To-do' })).toBeVisible()
}

test.describe('To-do', () => {
  test('adds a task, completes it and finds it under Completed', async ({ page }) => {
    await openTodo(page)
    await expect(taskList(page).getByRole('listitem').first()).toBeVisible()
    await page.getByRole('button', { name: 'Add task' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Add task' })
    await expect(drawer).toBeVisible()
    await expect(page).toHaveURL(/task=new/)

    // Required fields are checked before anything is sent.
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(drawer.getByText('Enter a title')).toBeVisible()
    await expect(drawer.getByText('Choose an assignee')).toBeVisible()

    await drawer.getByRole('textbox', { name: 'Title' }).fill('Sharpen the knives')
    await drawer.getByRole('combobox', { name: 'Assignee' }).click()
    await page.getByRole('option', { name: 'Sofia Romano' }).click()
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()

    await expect(drawer).toBeHidden()
    await expect(page.getByText('Task added')).toBeVisible()
    await expect(taskList(page).getByRole('listitem').first()).toContainText('Sharpen the knives')

    // click, not check(): the box follows the task's state, which updates a moment after the click.
    const done = row(page, 'Sharpen the knives').getByRole('checkbox', {
      name: 'Done: Sharpen the knives',
    })
    await done.click()
    await expect(done).toBeChecked()
    await expect(page.getByText('Task completed')).toBeVisible()

    await views(page).getByRole('link', { name: 'Completed' }).click()
    await expect(page).toHaveURL(/filter=completed/)
    await expect(row(page, 'Sharpen the knives')).toBeVisible()
    await expect(
      row(page, 'Sharpen the knives').getByRole('checkbox', { name: 'Done: Sharpen the knives' }),
    ).toBeChecked()
  })

  test('deletes a task, finds it under Deleted and restores it', async ({ page }) => {
    await openTodo(page)
    const title = 'Check the fire extinguishers'
    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click()
    await expect(page.getByText('Task moved to Deleted')).toBeVisible()
    await expect(row(page, title)).toHaveCount(0)

    await views(page).getByRole('link', { name: 'Deleted' }).click()
    await expect(page).toHaveURL(/filter=deleted/)
    await row(page, title)
      .getByRole('button', { name: `Restore ${title}` })
      .click()
    await expect(page.getByText('Task restored')).toBeVisible()
    await expect(row(page, title)).toHaveCount(0)

    await views(page).getByRole('link', { name: 'All' }).click()
    await expect(row(page, title)).toBeVisible()
  })

  test('searches by title', async ({ page }) => {
    await openTodo(page)
    await searchBox(page).fill('UPDATE THE')
    await expect(page).toHaveURL(/q=UPDATE/)
    await expect(taskList(page).getByRole('listitem')).toHaveCount(2)
    await expect(row(page, 'Update the allergen matrix')).toBeVisible()
    await expect(row(page, 'Update the opening hours online')).toBeVisible()

    await searchBox(page).fill('nothing like this')
    await expect(page.getByText('No tasks here')).toBeVisible()
  })

  test('keeps the view, tag, search and sort in the URL across a reload', async ({ page }) => {
    await openTodo(page)
    await views(page).getByRole('link', { name: 'Important' }).click()
    await page.getByRole('navigation', { name: 'Tags' }).getByRole('link', { name: 'Team' }).click()
    await searchBox(page).fill('the')
    await page.getByRole('button', { name: /^Sort:/ }).click()
    await page.getByRole('menuitem', { name: 'Title A–Z' }).click()
    await expect(page).toHaveURL(/filter=important/)
    await expect(page).toHaveURL(/tag=team/)
    await expect(page).toHaveURL(/q=the/)
    await expect(page).toHaveURL(/sort=title-asc/)
    const expected = [
      'Onboard the new pastry chef',
      'Taste the autumn menu',
      'Team dinner after the season',
    ]
    const titles = taskList(page).getByRole('button', { name: /^Edit / })
    await expect(titles).toHaveText(expected)

    await page.reload()
    await expect(titles).toHaveText(expected)
    await expect(searchBox(page)).toHaveValue('the')
    await expect(views(page).getByRole('link', { name: 'Important' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('button', { name: 'Sort: Title A–Z' })).toBeVisible()
  })
})
