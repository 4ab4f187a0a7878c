import type { Locator, Page } from '@playwright/test'
import {
  expect,
  expectNoSidewaysScroll,
  LANGUAGE_KEY,
  pageSettled,
  signedIn,
  test,
  withLayout,
} from './fixtures'

/** The mock's store lives in the page: every test starts from the sample mailbox. */
async function openEmail(page: Page) {
  await signedIn(page, 'admin')
  await page.goto('/apps/email')
  await expect(page.getByRole('list', { name: 'Inbox' })).toBeVisible()
}

const folders = (page: Page) => page.getByRole('navigation', { name: 'Mail folders' })
const labels = (page: Page) => page.getByRole('navigation', { name: 'Labels' })
const mailList = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('listitem') })
const row = (page: Page, subject: string) => page.getByRole('listitem').filter({ hasText: subject })
/** The addresses a composer field holds: the pills beside its text box. */
const addresses = (dialog: Locator, label: string) =>
  dialog.getByRole('combobox', { name: label }).locator('xpath=../*[not(self::input)]')

test('opening an unread inbox mail shows it and drops the inbox badge', async ({ page }) => {
  await openEmail(page)
  await expect(folders(page).getByRole('button', { name: 'Inbox, 6 unread' })).toBeVisible()
  const unread = row(page, 'Walk-in fridge temperature log')
  await expect(unread.getByRole('button', { name: /^Unread: Kenji Sato/ })).toBeVisible()

  await unread.getByRole('button', { name: /^Unread: Kenji Sato/ }).click()
  await expect(page).toHaveURL(/[?&]id=2\b/)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Walk-in fridge temperature log' }),
  ).toBeVisible()
  await expect(page.getByText('The walk-in read 6 °C at 7:00 this morning.')).toBeVisible()
  await expect(folders(page).getByRole('button', { name: 'Inbox, 5 unread' })).toBeVisible()

  await page.getByRole('button', { name: 'Back to the list' }).click()
  await expect(
    row(page, 'Walk-in fridge temperature log').getByRole('button', { name: /^Kenji Sato/ }),
  ).toBeVisible()
})

test('a mail opened from a pasted link is marked read too', async ({ page }) => {
  await signedIn(page, 'admin')
  await page.goto('/apps/email?id=2')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Walk-in fridge temperature log' }),
  ).toBeVisible()
  await expect(folders(page).getByRole('button', { name: 'Inbox, 5 unread' })).toBeVisible()
})

test('previous and next move through the list the mail was opened from', async ({ page }) => {
  await openEmail(page)
  await folders(page).getByRole('button', { name: /^Spam/ }).click()
  await row(page, 'Your account needs attention')
    .getByRole('button', { name: /Prize Centre/ })
    .click()
  await expect(page.getByRole('button', { name: 'Previous mail' })).toBeDisabled()
  await page.getByRole('button', { name: 'Next mail' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cheap truffles, limited offer' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Previous mail' })).toBeEnabled()
  // Opening it by "next" read it too: one unread spam is left.
  await expect(folders(page).getByRole('button', { name: 'Spam, 1 unread' })).toBeVisible()
})

test('a starred mail shows under Starred', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('button', { name: 'Star “Rota for next week”' }).click()
  await expect(page.getByRole('button', { name: 'Unstar “Rota for next week”' })).toBeVisible()
  await folders(page).getByRole('button', { name: 'Starred' }).click()
  await expect(page).toHaveURL(/folder=starred/)
  await expect(row(page, 'Rota for next week')).toBeVisible()
  // A starred mail in trash stays out of the starred view.
  await expect(row(page, 'Glassware breakage report')).toHaveCount(0)
})

test('a deleted mail shows only in Trash', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('checkbox', { name: 'Select “Broken chair at table 12”' }).check()
  await expect(page.getByText('1 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'Broken chair at table 12')).toHaveCount(0)

  await folders(page).getByRole('button', { name: 'Trash' }).click()
  await expect(row(page, 'Broken chair at table 12')).toBeVisible()
  await folders(page).getByRole('button', { name: 'Starred' }).click()
  await expect(mailList(page)).toBeVisible()
  await expect(row(page, 'Broken chair at table 12')).toHaveCount(0)
})

test('selected mails move to the folder chosen, and leave the inbox', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('checkbox', { name: 'Select “Broken chair at table 12”' }).check()
  await page.getByRole('button', { name: 'Move to folder' }).click()
  await page.getByRole('menuitem', { name: 'Spam' }).click()
  await expect(row(page, 'Broken chair at table 12')).toHaveCount(0)

  await folders(page).getByRole('button', { name: /^Spam/ }).click()
  await expect(row(page, 'Broken chair at table 12')).toBeVisible()
  await expect(page).toHaveURL(/[?&]folder=spam\b/)
})

test('bulk: select all, mark unread, then read', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await expect(page.getByText('14 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Mark as unread' }).click()
  await expect(folders(page).getByRole('button', { name: 'Inbox, 14 unread' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(folders(page).getByRole('button', { name: 'Inbox', exact: true })).toBeVisible()
})

test('a label can be added and removed', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('checkbox', { name: 'Select “Seasonal produce list”' }).check()
  await page.getByRole('button', { name: 'Toggle label' }).click()
  await page.getByRole('menuitem', { name: 'Important' }).click()
  await expect(
    row(page, 'Seasonal produce list').getByRole('img', { name: 'Label Important' }),
  ).toBeVisible()

  await labels(page).getByRole('button', { name: 'Important' }).click()
  await expect(page).toHaveURL(/label=important/)
  await expect(row(page, 'Seasonal produce list')).toBeVisible()

  await page.getByRole('checkbox', { name: 'Select “Seasonal produce list”' }).check()
  await page.getByRole('button', { name: 'Toggle label' }).click()
  await page.getByRole('menuitem', { name: 'Important' }).click()
  await expect(row(page, 'Seasonal produce list')).toHaveCount(0)
})

test('search finds mail by subject and keeps the text in the URL', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('searchbox', { name: 'Search mail by subject' }).fill('TASTING')
  await expect(page).toHaveURL(/q=TASTING/)
  await expect(page.getByRole('listitem')).toHaveCount(1)
  await expect(row(page, 'Tasting menu for Saturday')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search mail by subject' }).fill('no such mail')
  await expect(page.getByText('No mail here')).toBeVisible()
})

test('a composed mail is sent and shows in Sent; a draft in Draft', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await expect(dialog).toBeVisible()

  // A wrong address is refused before anything is sent.
  const to = dialog.getByRole('combobox', { name: 'To' })
  await to.fill('marta')
  await to.press('Enter')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Not an email address: marta')).toBeVisible()
  await to.press('Backspace')

  await to.fill('marta.rossi@tavola.example')
  await to.press('Enter')
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Extra covers on Sunday')
  const message = dialog.getByRole('textbox', { name: 'Message' })
  await message.click()
  await message.pressSequentially('We have 12 more covers for lunch.')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Mail sent')).toBeVisible()

  await folders(page).getByRole('button', { name: 'Sent' }).click()
  await row(page, 'Extra covers on Sunday')
    .getByRole('button', { name: /^To: marta/ })
    .click()
  await expect(page.getByText('We have 12 more covers for lunch.')).toBeVisible()

  await page.getByRole('button', { name: 'Compose' }).click()
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Unfinished thought')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(dialog).toBeHidden()
  await expect(folders(page).getByRole('button', { name: 'Draft, 4 drafts' })).toBeVisible()
})

test('a mail whose HTML carries a script and an onerror handler shows without running them', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openEmail(page)
  await folders(page).getByRole('button', { name: /^Spam/ }).click()
  await row(page, 'You have won a free espresso machine')
    .getByRole('button', { name: /Prize Centre/ })
    .click()
  await expect(page.getByText('Click here to claim your prize!')).toBeVisible()
  const article = page.getByRole('article', { name: 'Message from Prize Centre' })
  await expect(article.locator('script')).toHaveCount(0)
  await expect(article.locator('[onerror]')).toHaveCount(0)
  // A late image error or handler has had its chance to run.
  await pageSettled(page)
  const ran = await page.evaluate(() => {
    const globals = window as unknown as Record<string, unknown>
    return [globals.__emailScriptRan, globals.__emailOnerrorRan]
  })
  expect(ran).toEqual([undefined, undefined])
  expect(dialogs).toEqual([])
})

test('an open mail lists its attachments as names, not links', async ({ page }) => {
  await openEmail(page)
  await row(page, 'Tasting menu for Saturday')
    .getByRole('button', { name: /^Marta Rossi/ })
    .click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tasting menu for Saturday' }),
  ).toBeVisible()
  await expect(page.getByText('tasting-menu.pdf', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /tasting-menu\.pdf/ })).toHaveCount(0)
})

test('at 375 px the folders are in a drawer and list and mail are separate views', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openEmail(page)
  await expect(folders(page)).toBeHidden()

  await page.getByRole('button', { name: 'Folders and labels' }).click()
  await folders(page).getByRole('button', { name: 'Sent' }).click()
  await expect(page.getByRole('list', { name: 'Sent' })).toBeVisible()
  await row(page, 'Staff meeting on Monday').getByRole('button', { name: /^To:/ }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Staff meeting on Monday' }),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Sent' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Back to the list' }).click()
  await expect(page.getByRole('list', { name: 'Sent' })).toBeVisible()
})

test('Reply opens the composer with the sender, one "Re:" and the original quoted', async ({
  page,
}) => {
  await openEmail(page)
  await row(page, 'Tasting menu for Saturday')
    .getByRole('button', { name: /^Marta Rossi/ })
    .click()
  // Keyboard: the button is reached and pressed like any other.
  await page.getByRole('button', { name: 'Reply', exact: true }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Reply' })
  await expect(dialog).toBeVisible()
  await expect(addresses(dialog, 'To')).toHaveText(['marta.rossi@tavola.example'])
  await expect(addresses(dialog, 'Cc')).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Re: Tasting menu for Saturday',
  )
  const message = dialog.getByRole('textbox', { name: 'Message' })
  await expect(message).toContainText(
    /On Nov \d+, 2026, .+, Marta Rossi <marta\.rossi@tavola\.example> wrote:/,
  )
  await expect(message.locator('blockquote')).toContainText('Here is the tasting menu for Saturday')

  // The reply is written above the quote, and sent.
  await message.click()
  await page.keyboard.press('Control+Home')
  await page.keyboard.type('Confirmed: 40 covers.')
  await expect(message.locator('p').first()).toHaveText('Confirmed: 40 covers.')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await folders(page).getByRole('button', { name: 'Sent' }).click()
  await row(page, 'Re: Tasting menu for Saturday')
    .getByRole('button', { name: /^To: marta\.rossi@tavola\.example/ })
    .click()
  await expect(page.getByText('Confirmed: 40 covers.')).toBeVisible()

  // Mail one sent is answered to its recipient, and "Re:" is not added twice.
  await page.getByRole('button', { name: 'Back to the list' }).click()
  await row(page, 'Re: Birthday dinner for ten')
    .getByRole('button', { name: /^To: Sofia Lind/ })
    .click()
  await page.getByRole('button', { name: 'Reply', exact: true }).click()
  await expect(addresses(dialog, 'To')).toHaveText(['sofia.lind@mail.example'])
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Re: Birthday dinner for ten',
  )
})

test('Reply all goes to the sender and the other recipients but not me; Forward to no one', async ({
  page,
}) => {
  await openEmail(page)
  await row(page, 'Holiday requests reminder')
    .getByRole('button', { name: /Priya Nair/ })
    .click()
  await page.getByRole('button', { name: 'Reply all' }).click()
  const replyAll = page.getByRole('dialog', { name: 'Reply all' })
  await expect(addresses(replyAll, 'To')).toHaveText([
    'priya.nair@tavola.example',
    'marta.rossi@tavola.example',
    'kenji.sato@tavola.example',
  ])
  await expect(addresses(replyAll, 'Cc')).toHaveText(['amara.okafor@tavola.example'])
  await expect(replyAll.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Re: Holiday requests reminder',
  )
  await page.keyboard.press('Escape')
  await expect(replyAll).toBeHidden()

  await page.getByRole('button', { name: 'Forward' }).click()
  const forward = page.getByRole('dialog', { name: 'Forward' })
  await expect(addresses(forward, 'To')).toHaveCount(0)
  await expect(forward.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Fwd: Holiday requests reminder',
  )
  await expect(
    forward.getByRole('textbox', { name: 'Message' }).locator('blockquote'),
  ).toContainText('Please send holiday requests for January by Friday.')
  const to = forward.getByRole('combobox', { name: 'To' })
  await to.fill('lucas.moreau@tavola.example')
  await to.press('Enter')
  await forward.getByRole('button', { name: 'Send' }).click()
  await expect(forward).toBeHidden()
  await folders(page).getByRole('button', { name: 'Sent' }).click()
  await expect(row(page, 'Fwd: Holiday requests reminder')).toBeVisible()
})

test('a saved draft reopens in the composer, saves over itself and, sent, moves to Sent', async ({
  page,
}) => {
  await openEmail(page)
  await folders(page)
    .getByRole('button', { name: /^Draft/ })
    .click()
  await row(page, 'Christmas opening hours')
    .getByRole('button', { name: /^To: Marta Rossi/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit draft' })
  await expect(addresses(dialog, 'To')).toHaveText(['marta.rossi@tavola.example'])
  const subject = dialog.getByRole('textbox', { name: 'Subject' })
  await expect(subject).toHaveValue('Christmas opening hours')
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toContainText(
    'we open 12:00–15:00 on 24 December',
  )

  await subject.fill('Christmas and New Year opening hours')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  await expect(dialog).toBeHidden()
  const drafts = page.getByRole('list', { name: 'Draft' })
  await expect(drafts.getByRole('listitem').first()).toContainText(
    'Christmas and New Year opening hours',
  )
  await expect(drafts.getByRole('listitem')).toHaveCount(3)
  await expect(row(page, 'Christmas opening hours')).toHaveCount(0)
  await expect(folders(page).getByRole('button', { name: 'Draft, 3 drafts' })).toBeVisible()

  await row(page, 'Christmas and New Year opening hours')
    .getByRole('button', { name: /^To: Marta Rossi/ })
    .click()
  await expect(subject).toHaveValue('Christmas and New Year opening hours')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Mail sent')).toBeVisible()
  await expect(drafts.getByRole('listitem')).toHaveCount(2)
  await expect(row(page, 'Christmas and New Year opening hours')).toHaveCount(0)
  await expect(folders(page).getByRole('button', { name: 'Draft, 2 drafts' })).toBeVisible()

  await folders(page).getByRole('button', { name: 'Sent' }).click()
  await expect(
    page.getByRole('list', { name: 'Sent' }).getByRole('listitem').first(),
  ).toContainText('Christmas and New Year opening hours')
})

test('at 375 px right to left, the answers fit under the mail and open the composer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await withLayout(page, { direction: 'rtl' })
  await openEmail(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await row(page, 'Tasting menu for Saturday')
    .getByRole('button', { name: /^Marta Rossi/ })
    .click()
  for (const name of ['Reply', 'Reply all', 'Forward']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
  }
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: 'Reply all' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reply all' })
  await expect(addresses(dialog, 'To')).toHaveText(['marta.rossi@tavola.example'])
  await expectNoSidewaysScroll(page)
})

test('in German the mail app speaks German: folders, actions, the composer and its messages', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
  await signedIn(page, 'admin')
  await page.goto('/apps/email')
  await expect(page.getByRole('list', { name: 'Posteingang' })).toBeVisible()
  await expect(page).toHaveTitle('E-Mail – Posteingang - Tavola')
  const germanFolders = page.getByRole('navigation', { name: 'E-Mail-Ordner' })
  await expect(
    germanFolders.getByRole('button', { name: 'Posteingang, 6 ungelesen' }),
  ).toBeVisible()
  await expect(germanFolders.getByRole('button', { name: 'Entwürfe, 3 Entwürfe' })).toBeVisible()
  for (const name of ['Gesendet', 'Markiert', 'Papierkorb'])
    await expect(germanFolders.getByRole('button', { name, exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Labels' })).toContainText('Persönlich')
  await expect(
    page.getByRole('searchbox', { name: 'E-Mails nach Betreff durchsuchen' }),
  ).toBeVisible()
  // None of the English words is left: the mail text itself is sample data and stays as written.
  await expect(folders(page)).toHaveCount(0)
  for (const name of ['Compose', 'Inbox', 'Sent', 'Draft', 'Starred', 'Trash', 'Personal'])
    await expect(page.getByText(name, { exact: true })).toHaveCount(0)

  await row(page, 'Tasting menu for Saturday')
    .getByRole('button', { name: /^Marta Rossi/ })
    .click()
  await expect(page.getByRole('button', { name: 'Zurück zur Liste' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Nachricht von Marta Rossi' })).toContainText(
    'An: ',
  )
  for (const name of ['Reply', 'Reply all', 'Forward', 'Back to the list'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Antworten', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Antworten' })
  // "Re:" is mail's own convention in every language; the line above the quote is German.
  await expect(dialog.getByRole('textbox', { name: 'Betreff' })).toHaveValue(
    'Re: Tasting menu for Saturday',
  )
  await expect(dialog.getByRole('textbox', { name: 'Nachricht' })).toContainText(
    /Am .+ schrieb Marta Rossi <marta\.rossi@tavola\.example>:/,
  )
  await expect(dialog.getByRole('textbox', { name: 'Nachricht' })).not.toContainText('wrote:')
  const to = dialog.getByRole('combobox', { name: 'An' })
  await to.fill('marta')
  await to.press('Enter')
  await dialog.getByRole('button', { name: 'Senden' }).click()
  await expect(dialog.getByText('Keine gültige E-Mail-Adresse: marta')).toBeVisible()
  for (const name of ['Send', 'Save draft'])
    await expect(dialog.getByRole('button', { name, exact: true })).toHaveCount(0)
})
