import type { Page } from '@playwright/test'
import { expect, pageSettled, reach, SESSION_KEY, signedIn, test } from './fixtures'

const cards = (page: Page) => page.getByRole('article')
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search posts' })

async function open(page: Page, path: string) {
  await signedIn(page, 'admin')
  await page.goto(path)
}

async function openList(page: Page, search = '') {
  await open(page, `/pages/blog/list${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(cards(page).first()).toBeVisible()
}

test.describe('Blog', () => {
  test('searches and filters by category, with the state in the URL', async ({ page }) => {
    await openList(page)
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByText('13 posts')).toBeVisible()

    await searchBox(page).fill('WINE')
    await expect(page).toHaveURL(/q=WINE/)
    await expect(cardTitles(page)).toHaveText([
      'Wine of the month: a Douro red',
      'Pairing wines with autumn truffle dishes',
    ])

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Quote')
    await expect(page).toHaveURL(/category=Quote/)
    await expect(cardTitles(page)).toHaveText(['Wine of the month: a Douro red'])

    // The address alone brings the same view back.
    await page.reload()
    await expect(searchBox(page)).toHaveValue('WINE')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Quote')
    await expect(cardTitles(page)).toHaveText(['Wine of the month: a Douro red'])

    await searchBox(page).fill('')
    await expect(page).not.toHaveURL(/q=/)
    await page
      .getByRole('complementary', { name: 'Blog sidebar' })
      .getByRole('link', { name: /^Gaming/ })
      .click()
    await expect(page).toHaveURL(/category=Gaming/)
    await expect(cardTitles(page)).toHaveText([
      'Quiz league: the kitchen beats the bar',
      'Staff games night: the results',
    ])

    await page.getByRole('combobox', { name: 'Category' }).selectOption('')
    await page.getByRole('button', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(cards(page)).toHaveCount(6)
    await expect(cardTitles(page).first()).toHaveText('Harvest dinner: save the date')

    await searchBox(page).fill('nothing like this')
    await expect(page.getByText('No posts match this search.')).toBeVisible()
  })

  test('edits a post: the slug follows the title, a taken slug is refused, the list shows the change', async ({
    page,
  }) => {
    await open(page, '/pages/blog/edit/1')
    const title = page.getByRole('textbox', { name: 'Title' })
    const slug = page.getByRole('textbox', { name: 'Slug' })
    await expect(title).toHaveValue('Fresh tagliatelle, step by step')
    await title.fill('Hand-cut tagliatelle à la maison')
    await expect(slug).toHaveValue('hand-cut-tagliatelle-a-la-maison')

    // Someone else's slug: refused on the field, and nothing typed is lost.
    await slug.fill('winter-menu-tasting')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Another post already uses this slug')).toBeVisible()
    await expect(title).toHaveValue('Hand-cut tagliatelle à la maison')
    // Once typed in, the slug no longer follows the title.
    await title.fill('Hand-cut tagliatelle')
    await expect(slug).toHaveValue('winter-menu-tasting')

    await slug.fill('Bad Slug')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText(/Use lower-case letters and digits/)).toBeVisible()

    await slug.fill('hand-cut-tagliatelle')
    await page.getByRole('checkbox', { name: 'Video' }).uncheck()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Post saved')).toBeVisible()

    await page.getByRole('link', { name: 'View post' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hand-cut tagliatelle' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to the blog' }).click()
    await searchBox(page).fill('hand-cut')
    await expect(cardTitles(page)).toHaveText(['Hand-cut tagliatelle'])
    await expect(cards(page).getByText('Video')).toHaveCount(0)
  })

  test('checks the featured image and discards changes', async ({ page }) => {
    await open(page, '/pages/blog/edit/2')
    const file = page.locator('input[type=file]')
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    await expect(page.getByText('Choose a PNG, JPEG, WebP or GIF image')).toBeVisible()
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    await file.setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByRole('img', { name: 'Featured (preview)' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    )
    await page.getByRole('button', { name: 'Discard changes' }).click()
    await expect(page.getByRole('img', { name: 'Featured (preview)' })).toHaveAttribute(
      'src',
      '/images/blog/wine.svg',
    )
    await expect(page.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  })

  test('posts a comment', async ({ page }) => {
    await open(page, '/pages/blog/detail/2')
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible()
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect(page.getByText('Write a comment')).toBeVisible()
    await page.getByRole('textbox', { name: 'Comment' }).fill('The <b>Lambrusco</b> sold out!')
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible()
    const comments = page.getByRole('list', { name: 'Comments (2)' }).getByRole('listitem')
    await expect(comments.last()).toContainText('John Doe')
    // A comment is plain text: its markup is shown, not applied.
    await expect(comments.last()).toContainText('The <b>Lambrusco</b> sold out!')
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  })

  test('shows HTML with a script inert on the list, detail and edit pages', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await openList(page)
    // Saved through the mock back end, as the app calls it.
    const status = await page.evaluate(async (sessionKey) => {
      const token = (
        JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { accessToken: string }
      ).accessToken
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
      const current = (await (await fetch('/blog/list/data/edit?id=8', { headers })).json()) as {
        post: Record<string, unknown>
      }
      const { id, blogTitle, blogCategories, slug, status: state, featuredImage } = current.post
      const response = await fetch('/blog/list/data/edit', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          id,
          blogTitle,
          blogCategories,
          slug,
          status: state,
          featuredImage,
          excerpt:
            '<p>Starter notes</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1</script>',
        }),
      })
      return response.status
    }, SESSION_KEY)
    expect(status).toBe(200)
    const xss = () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)

    await searchBox(page).fill('sourdough')
    await expect(cardTitles(page)).toHaveText(['Sourdough starter care for the weekend team'])
    await expect(cards(page).getByText(/Starter notes/)).toBeVisible()
    expect(await xss()).toBeUndefined()

    await cardTitles(page).getByRole('link').click()
    await expect(page.getByText('Starter notes')).toBeVisible()
    await expect(page.locator('article script')).toHaveCount(0)
    await expect(page.locator('article [onerror]')).toHaveCount(0)
    expect(await xss()).toBeUndefined()

    await page.getByRole('link', { name: 'Edit post' }).click()
    await expect(page.getByRole('textbox', { name: 'Excerpt' })).toContainText('Starter notes')
    await expect(page.locator('form [onerror], form script')).toHaveCount(0)
    // A late image error or handler has had its chance to run.
    await pageSettled(page)
    expect(await xss()).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  test('an unknown or malformed id shows "Post not found"', async ({ page }) => {
    await open(page, '/pages/blog/detail/999')
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    await reach(page, '/pages/blog/edit/999')
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    await reach(page, '/pages/blog/detail/abc')
    await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the blog' }).click()
    await expect(page).toHaveURL('/pages/blog/list')
  })

  test("the menu's Detail and Edit open the newest post", async ({ page }) => {
    await open(page, '/pages/blog/detail')
    await expect(page).toHaveURL('/pages/blog/detail/13')
    await expect(page.getByRole('heading', { level: 1, name: 'Winter menu tasting' })).toBeVisible()
    await reach(page, '/pages/blog/edit')
    await expect(page).toHaveURL('/pages/blog/edit/13')
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Winter menu tasting')
  })

  test('the client account may not open the blog', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/pages/blog/list')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
