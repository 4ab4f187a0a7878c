import type { Page } from '@playwright/test'
import { expect, pathOf, signedIn, test } from './fixtures'

const chatsList = (page: Page) => page.getByRole('region', { name: 'Chats' })
const contactsList = (page: Page) => page.getByRole('region', { name: 'Contacts' })
const log = (page: Page) => page.getByRole('log')
const messages = (page: Page) => log(page).getByTestId('chat-message')
const composer = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Message to ${name}` })

/** Opens the chat app (a full load: the sample data starts afresh). */
async function openChat(page: Page, search = '') {
  await page.goto(`/apps/chat${search}`)
  await expect(chatsList(page).getByRole('link').first()).toBeVisible()
}

/** Opens a contact's conversation; the log is drawn once it has loaded, so a count read next is the loaded one. */
async function openConversation(page: Page, contactId: number) {
  await openChat(page, `?contact=${String(contactId)}`)
  await expect(log(page)).toBeVisible()
}

test.describe('chat', () => {
  test.beforeEach(async ({ page }) => {
    await signedIn(page, 'admin')
  })

  test('the menu leads to the chat, which asks to start a conversation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Chat', exact: true }).click()
    await expect(page).toHaveURL('/apps/chat')
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
    await expect(page).toHaveTitle(/^Chat - /)
  })

  test('opening a chat with unseen messages clears its badge', async ({ page }) => {
    await openChat(page)
    const sofia = chatsList(page).getByRole('link', { name: /Sofia Romano/ })
    await expect(sofia.getByTestId('unseen-badge')).toHaveText('2 unread')

    await sofia.click()
    await expect(page).toHaveURL('/apps/chat?contact=5')
    await expect(messages(page).last()).toHaveText('We need one more runner on Fridays.')
    await expect(sofia.getByTestId('unseen-badge')).toHaveCount(0)
    await expect(sofia).toHaveAttribute('aria-current', 'page')
    // Other chats keep theirs.
    const claire = chatsList(page).getByRole('link', { name: /Claire Martin/ })
    await expect(claire.getByTestId('unseen-badge')).toHaveText('3 unread')
  })

  test('Enter sends a message, which appears last; Shift+Enter starts a new line', async ({
    page,
  }) => {
    await openConversation(page, 2)
    const box = composer(page, 'Marco Rossi')
    await box.click()
    await page.keyboard.type('Thursday at 3 works.')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('I will bring the wine list.')
    await expect(box).toHaveValue('Thursday at 3 works.\nI will bring the wine list.')
    const before = await messages(page).count()
    await page.keyboard.press('Enter')

    await expect(messages(page)).toHaveCount(before + 1)
    await expect(messages(page).last()).toHaveText(
      'Thursday at 3 works.\nI will bring the wine list.',
    )
    await expect(box).toHaveValue('')
    await expect(box).toBeFocused()
    // The chats list shows it as Marco's last message, and Marco's chat first.
    const first = chatsList(page).getByRole('link').first()
    await expect(first).toContainText('Marco Rossi')
    await expect(first).toContainText('Thursday at 3 works.')
    // The newest message is scrolled into view.
    await expect(messages(page).last()).toBeInViewport()
  })

  test('a first message to a contact starts the chat', async ({ page }) => {
    await openChat(page)
    await contactsList(page)
      .getByRole('link', { name: /Karim Haddad/ })
      .click()
    await expect(log(page)).toContainText('No messages yet')
    await composer(page, 'Karim Haddad').fill('Welcome to the team!')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(messages(page)).toHaveText(['Welcome to the team!'])
    await expect(chatsList(page).getByRole('link').first()).toContainText('Karim Haddad')
  })

  test('a blank message cannot be sent', async ({ page }) => {
    await openConversation(page, 2)
    const before = await messages(page).count()
    await composer(page, 'Marco Rossi').fill('   ')
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
    await composer(page, 'Marco Rossi').press('Enter')
    await expect(messages(page)).toHaveCount(before)
  })

  test('the URL keeps the open chat across a reload', async ({ page }) => {
    await openChat(page)
    await chatsList(page)
      .getByRole('link', { name: /Anna Keller/ })
      .click()
    await expect(page).toHaveURL('/apps/chat?contact=8')
    await page.reload()
    await expect(
      page.getByRole('button', { name: /Anna Keller, Away: show contact details/ }),
    ).toBeVisible()
    await expect(messages(page).last()).toHaveText(/broad beans/)
    expect(pathOf(page)).toBe('/apps/chat?contact=8')
  })

  test('an unknown contact in the URL shows an error with a retry', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowConsoleError(/404/)
    await openChat(page, '?contact=999')
    await expect(page.getByRole('alert')).toContainText('Contact not found')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('the search filters chats and contacts and is kept in the URL', async ({ page }) => {
    await openChat(page)
    await page.getByRole('searchbox', { name: 'Search chats and contacts' }).fill('SUPPLIER')
    await expect(page).toHaveURL(/q=SUPPLIER/)
    await expect(chatsList(page).getByRole('link')).toHaveCount(2)
    await expect(contactsList(page).getByRole('link')).toHaveCount(4)
    await page.getByRole('searchbox', { name: 'Search chats and contacts' }).fill('zzz')
    await expect(chatsList(page)).toContainText('No chats match your search.')
    await expect(contactsList(page)).toContainText('No contacts match your search.')
  })

  test('a message with HTML shows as text and runs nothing', async ({ page }) => {
    await openConversation(page, 3)
    const html =
      '<img src=x onerror="window.__chatXss=1"><script>window.__chatXss=2</script><b>bold</b>'
    await composer(page, 'Giulia Bianchi').fill(html)
    await composer(page, 'Giulia Bianchi').press('Enter')
    await expect(messages(page).last()).toHaveText(html)
    await expect(log(page).locator('img, script, b')).toHaveCount(0)
    expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined()
  })

  test('the profile sidebar shows the settings and saves the status', async ({ page }) => {
    await openConversation(page, 2)
    await page.getByRole('button', { name: 'Your profile, Online' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your profile' })
    await expect(drawer).toContainText('Operations Manager')
    await expect(drawer.getByRole('switch', { name: 'Two-step verification' })).toBeChecked()
    await expect(drawer.getByRole('switch', { name: 'Notifications' })).not.toBeChecked()

    // A click, not check(): the radio follows the optimistic save a moment later, and check()
    // fails when that moment is after its own look on a busy machine.
    await drawer.getByRole('radio', { name: 'Busy' }).click()
    await expect(drawer.getByRole('radio', { name: 'Busy' })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Your profile, Busy' })).toBeVisible()
  })

  test('the contact header opens the contact details', async ({ page }) => {
    await openConversation(page, 5)
    await page.getByRole('button', { name: /Sofia Romano, Online: show contact details/ }).click()
    const drawer = page.getByRole('dialog', { name: 'Contact details' })
    await expect(drawer).toContainText('Floor Manager')
    await expect(drawer).toContainText('Runs the dining room at the Harbour site')
  })

  test('at 375 px the lists and the conversation are separate views', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openChat(page)
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeHidden()

    await chatsList(page)
      .getByRole('link', { name: /Marco Rossi/ })
      .click()
    await expect(chatsList(page)).toBeHidden()
    await expect(composer(page, 'Marco Rossi')).toBeVisible()

    await page.getByRole('button', { name: 'Back to chats' }).click()
    await expect(page).toHaveURL('/apps/chat')
    await expect(chatsList(page)).toBeVisible()
  })
})

test('the client account may not open the chat', async ({ page }) => {
  await signedIn(page, 'client')
  await page.goto('/apps/chat')
  await expect(page).toHaveURL('/misc/not-authorized')
})
