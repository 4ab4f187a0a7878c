import type { Page } from '@playwright/test'
import { expect, signedIn, test } from './fixtures'

const posts = (page: Page) => page.getByRole('article')
const polls = (page: Page) => page.getByRole('region', { name: 'Polls' })

/** Signs in and opens the profile (a full load: the sample data starts afresh). */
async function openProfile(page: Page) {
  await signedIn(page, 'admin')
  await page.goto('/pages/profile')
  // The header is the signed-in account's; the feed is the group's sample posts.
  await expect(page.getByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible()
  await expect(posts(page)).toHaveCount(3)
}

test.describe('Profile', () => {
  test('likes a post and sees the count change, then takes the like back', async ({ page }) => {
    await openProfile(page)
    const first = posts(page).first()
    const like = first.getByRole('button', { name: /^Like \d+$/ })
    await expect(like).toHaveText('Like 7')
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await like.click()
    await expect(like).toHaveText('Like 8')
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(first.getByText(/and 6 others/)).toBeVisible()
    await like.click()
    await expect(like).toHaveText('Like 7')
    await expect(like).toHaveAttribute('aria-pressed', 'false')
  })

  test('adds a comment and sees it under the post, as text', async ({ page }) => {
    await openProfile(page)
    const first = posts(page).first()
    const field = first.getByRole('textbox', { name: 'Add a comment' })
    await first.getByRole('button', { name: 'Post' }).click()
    await expect(first.getByText('Write a comment first')).toBeVisible()

    await field.fill('Save me a <script>alert(1)</script> portion')
    await first.getByRole('button', { name: 'Post' }).click()
    const comments = first.getByRole('list', { name: /^Comments on/ })
    await expect(comments.getByText('Save me a <script>alert(1)</script> portion')).toBeVisible()
    await expect(comments.getByRole('listitem').last()).toContainText('John Doe')
    await expect(field).toHaveValue('')
    await expect(first.getByText('3 comments')).toBeVisible()
  })

  test('votes in a poll and sees the results, then changes the vote', async ({ page }) => {
    await openProfile(page)
    const poll = polls(page)
    await poll.getByRole('radio', { name: 'Shakshuka with sourdough' }).check()
    await poll.getByRole('button', { name: 'Vote' }).first().click()
    // 9 sample votes + this one, of 21.
    await expect(poll.getByText('48% (10 votes)')).toBeVisible()
    await expect(poll.getByText('Your vote')).toBeVisible()
    await expect(poll.getByText('21 votes in all')).toBeVisible()

    await poll.getByRole('button', { name: 'Change vote' }).click()
    await expect(poll.getByRole('radio', { name: 'Shakshuka with sourdough' })).toBeFocused()
    await poll.getByRole('radio', { name: 'Ricotta pancakes' }).check()
    await poll.getByRole('button', { name: 'Vote' }).first().click()
    await expect(poll.getByText('33% (7 votes)')).toBeVisible()
    await expect(poll.getByText('43% (9 votes)')).toBeVisible()
    await expect(poll.getByText('21 votes in all')).toBeVisible()
  })

  test('loads more posts until all are shown', async ({ page }) => {
    await openProfile(page)
    const status = page.getByRole('status').filter({ hasText: /^Showing/ })
    await expect(status).toHaveText('Showing 3 of 8 posts')
    const loadMore = page.getByRole('button', { name: 'Load more posts' })
    await loadMore.click()
    await expect(posts(page)).toHaveCount(6)
    await expect(status).toHaveText('Showing 6 of 8 posts')
    await expect(posts(page).nth(3)).toBeFocused()
    await loadMore.click()
    await expect(posts(page)).toHaveCount(8)
    await expect(loadMore).toBeHidden()
    await expect(status).toHaveText('Showing 8 of 8 posts')
    // A like on a post of a later page works the same.
    const last = posts(page).last()
    await last.getByRole('button', { name: /^Like \d+$/ }).click()
    await expect(last.getByRole('button', { name: /^Like \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('the header tabs lead to their sections', async ({ page }) => {
    await openProfile(page)
    const tabs = page.getByRole('navigation', { name: 'Profile sections' })
    await tabs.getByRole('link', { name: 'Polls' }).click()
    await expect(page).toHaveURL(/#profile-polls$/)
    await expect(polls(page)).toBeInViewport()
    await tabs.getByRole('link', { name: 'About' }).click()
    await expect(page.getByRole('region', { name: 'About' })).toBeInViewport()
  })

  test('the client account is refused', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/pages/profile')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
