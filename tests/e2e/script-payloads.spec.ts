import type { Page } from '@playwright/test'
import { expect, pageSettled, SESSION_KEY, signedIn, test } from './fixtures'

// Script and event-handler payloads saved into the free-text fields
// are shown inert everywhere they appear. The chat message, the blog excerpt,
// an email's HTML body and the profile comment have their own tests in
// chat, blog, email and profile.spec.ts; this file covers the other fields.
// Each payload sets window.__xss or opens a dialog if it ever runs.

const payloads = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '<svg onload="window.__xss=1">',
  iframe: '"><iframe src="javascript:window.__xss=1">',
  link: '<a href="javascript:window.__xss=1">go</a>',
} as const
const JS_URL = 'javascript:window.__xss=1'
/** Every payload at once, for the fields that take HTML or long text. */
const allPayloads = Object.values(payloads).join(' ')

/** A field's value: a word to find it on the page by, then a payload. */
const evil = (marker: string, kind: keyof typeof payloads) => `${marker} ${payloads[kind]}`

interface Answer {
  status: number
  body: Record<string, unknown>
}

/** Calls the page's own mock back end with the session's token (a reload would start it afresh). */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body, sessionKey }) => {
      const session = JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as {
        accessToken: string
      }
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${session.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    { method, path, body, sessionKey: SESSION_KEY },
  )
}

/** Goes to a page inside the app, as its links do, without a reload. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  // Only the path: a page may write its own defaults into the search at once (replacing the entry).
  await expect(page).toHaveURL((url) => url.pathname === path)
}

/**
 * Nothing ran and nothing runnable is in the page: no handler attribute or
 * script carrying the payload, no javascript: address.
 */
async function expectInert(page: Page, dialogs: string[]) {
  // A late image error or handler has had its chance to run.
  await pageSettled(page)
  const found = await page.evaluate(() => {
    const problems: string[] = []
    for (const element of document.querySelectorAll('*')) {
      if (element.tagName === 'SCRIPT' && element.textContent?.includes('__xss'))
        problems.push('a script with the payload')
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on') && value.includes('__xss'))
          problems.push(`${element.tagName} ${name}`)
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name))
          if (/^\s*javascript:/i.test(value)) problems.push(`${element.tagName} ${name}=${value}`)
      }
    }
    return { problems, ran: (window as unknown as { __xss?: unknown }).__xss }
  })
  expect(found.problems).toEqual([])
  expect(found.ran).toBeUndefined()
  expect(dialogs).toEqual([])
}

let dialogs: string[]

test.beforeEach(async ({ page }) => {
  dialogs = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signedIn(page, 'admin')
  await page.goto('/')
  // The cards' data has come from the in-page back end, so it answers the calls made below. A
  // card's heading alone does not say so: it shows its own title until the answer comes.
  await expect(page.getByRole('heading', { level: 2, name: 'Orders', exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('status', { name: /^Loading / })).toHaveCount(0)
})

test('an email subject and body: in the Sent list and the open mail', async ({ page }) => {
  const sent = await api(page, 'POST', '/apps/email/send-email', {
    to: ['client@demo.com'],
    cc: [],
    bcc: [],
    subject: evil('Subjectmark', 'img'),
    message: `<p>Bodymark</p>${allPayloads}`,
  })
  expect(sent.status).toBe(201)
  await go(page, '/apps/email')
  await page.getByRole('button', { name: /^Sent/ }).click()
  await expect(page.getByText(/Subjectmark/).first()).toBeVisible()
  await expectInert(page, dialogs)
  await page
    .getByText(/Subjectmark/)
    .first()
    .click()
  await expect(page.getByText('Bodymark')).toBeVisible()
  await expectInert(page, dialogs)
})

test('a task title and description: in the list and the task drawer', async ({ page }) => {
  const added = await api(page, 'POST', '/apps/todo/add-tasks', {
    task: {
      title: evil('Taskmark', 'svg'),
      dueDate: '2030-05-01',
      assignee: { fullName: 'Marco Rossi', avatar: '' },
      description: `<p>Descmark</p>${allPayloads}`,
    },
  })
  expect(added.status).toBe(201)
  await go(page, '/apps/todo')
  await expect(page.getByText(/Taskmark/).first()).toBeVisible()
  await expectInert(page, dialogs)
  await page
    .getByText(/Taskmark/)
    .first()
    .click()
  await expect(page.getByText('Descmark').first()).toBeVisible()
  await expectInert(page, dialogs)
})

test("a user's full name and company: in the list and the user's page", async ({ page }) => {
  const added = await api(page, 'POST', '/apps/users/add-user', {
    user: {
      fullName: evil('Usermark', 'img'),
      username: 'xss.user',
      email: 'xss.user@example.com',
      company: evil('Companymark', 'svg'),
      country: 'Italy',
      contact: '+39 055 123 4567',
      role: 'editor',
      currentPlan: 'team',
    },
  })
  expect(added.status).toBe(201)
  const { id } = added.body.user as { id: number }
  await go(page, '/apps/user/list')
  await expect(page.getByText(/Usermark/).first()).toBeVisible()
  await expectInert(page, dialogs)
  await go(page, `/apps/user/view/${String(id)}`)
  await expect(page.getByText(/Usermark/).first()).toBeVisible()
  await expectInert(page, dialogs)
})

test('invoice client, item and note: in the list, the preview and the print page', async ({
  page,
}) => {
  const added = await api(page, 'POST', '/apps/invoice/add-invoice', {
    invoice: {
      issuedDate: '2030-05-01',
      dueDate: '2030-05-31',
      client: {
        name: evil('Clientmark', 'img'),
        company: evil('Firmmark', 'iframe'),
        companyEmail: 'client@example.com',
        country: 'Italy',
        contact: '+39 055 123 4567',
        address: evil('Addressmark', 'svg'),
      },
      items: [{ description: evil('Itemmark', 'link'), quantity: 1, price: 10 }],
      discount: 0,
      tax: 0,
      note: `Notemark ${allPayloads}`,
    },
  })
  expect(added.status).toBe(201)
  const { id } = added.body.invoice as { id: number }
  await go(page, '/apps/invoice/list')
  await expect(page.getByText(/Clientmark/).first()).toBeVisible()
  await expectInert(page, dialogs)
  for (const view of ['preview', 'print']) {
    await go(page, `/apps/invoice/${view}/${String(id)}`)
    await expect(page.getByText(/Itemmark/).first()).toBeVisible()
    await expect(page.getByText(/Notemark/).first()).toBeVisible()
    await expectInert(page, dialogs)
  }
})

test('a calendar event title and description: on the calendar and in its drawer', async ({
  page,
}) => {
  const today = new Date().toISOString().slice(0, 10)
  const added = await api(page, 'POST', '/apps/calendar/add-event', {
    event: {
      title: evil('Eventmark', 'img'),
      start: `${today}T10:00:00Z`,
      end: `${today}T11:00:00Z`,
      extendedProps: {
        calendar: 'Business',
        location: evil('Placemark', 'svg'),
        description: `Aboutmark ${allPayloads}`,
      },
    },
  })
  expect(added.status).toBe(201)
  await go(page, '/apps/calendar')
  await expect(page.getByText(/Eventmark/).first()).toBeVisible()
  await expectInert(page, dialogs)
  await page
    .getByText(/Eventmark/)
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectInert(page, dialogs)
})

test('a blog title and a comment: on the list and the post', async ({ page }) => {
  // The first post of the list's first page, so its title shows there.
  const list = await api(page, 'GET', '/blog/list/data')
  const [first] = list.body.posts as { id: number }[]
  const id = String(first?.id)
  const current = await api(page, 'GET', `/blog/list/data/edit?id=${id}`)
  const post = current.body.post as Record<string, unknown>
  const saved = await api(page, 'POST', '/blog/list/data/edit', {
    id: first?.id,
    blogTitle: evil('Blogmark', 'svg'),
    blogCategories: post.blogCategories,
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
  })
  expect(saved.status).toBe(200)
  const comment = await api(page, 'POST', '/blog/list/data/comments', {
    postId: first?.id,
    name: evil('Namemark', 'img'),
    comment: `Commentmark ${allPayloads}`,
  })
  expect(comment.status).toBe(201)
  await go(page, '/pages/blog/list')
  await expect(page.getByText(/Blogmark/).first()).toBeVisible()
  await expectInert(page, dialogs)
  await go(page, `/pages/blog/detail/${id}`)
  await expect(page.getByText(/Commentmark/).first()).toBeVisible()
  await expectInert(page, dialogs)
})

test('account settings full name, company and bio: in the settings forms', async ({ page }) => {
  const settings = await api(page, 'GET', '/account-setting/data')
  const general = settings.body.general as Record<string, unknown>
  const info = settings.body.info as Record<string, unknown>
  const savedGeneral = await api(page, 'POST', '/account-setting/general', {
    ...general,
    fullName: evil('Fullmark', 'img'),
    company: evil('Placemark', 'svg'),
  })
  expect(savedGeneral.status).toBe(200)
  const savedInfo = await api(page, 'POST', '/account-setting/info', {
    ...info,
    bio: `Biomark ${allPayloads}`,
  })
  expect(savedInfo.status).toBe(200)
  await go(page, '/pages/account-settings')
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(/Fullmark/)
  await expectInert(page, dialogs)
  await page.getByRole('tab', { name: 'Information' }).click()
  await expect(page.getByText(/Biomark/).first()).toBeVisible()
  await expectInert(page, dialogs)
})

test('the navbar search shows a typed payload as text', async ({ page }) => {
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  await page.keyboard.press('Control+K')
  const box = page.getByRole('combobox', { name: 'Search pages, files and contacts' })
  await expect(box).toBeFocused()
  await box.fill(allPayloads)
  await expect(box).toHaveValue(allPayloads)
  await expectInert(page, dialogs)
})

test('javascript: addresses are refused in every URL field', async ({ page }) => {
  const settings = await api(page, 'GET', '/account-setting/data')
  const general = settings.body.general as Record<string, unknown>
  const info = settings.body.info as Record<string, unknown>
  const refused = [
    await api(page, 'POST', '/account-setting/info', { ...info, website: JS_URL }),
    await api(page, 'POST', '/account-setting/general', { ...general, avatar: JS_URL }),
    await api(page, 'POST', '/account-setting/avatar', { avatar: JS_URL }),
    await api(page, 'POST', '/apps/users/update-user', { user: { id: 1, website: JS_URL } }),
    await api(page, 'POST', '/apps/users/update-user', {
      user: { id: 1, social: { twitter: JS_URL } },
    }),
    await api(page, 'POST', '/apps/calendar/update-event', { event: { id: 1, url: JS_URL } }),
  ]
  expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 400))
  await expectInert(page, dialogs)
})
