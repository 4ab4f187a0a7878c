import type { Page } from '@playwright/test'
import { accounts, expect, LANGUAGE_KEY, pathOf, signedIn, submitLogin, test } from './fixtures'

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function openSettings(page: Page, search = '') {
  await signedIn(page, 'admin')
  await page.goto(`/pages/account-settings${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
}

const panel = (page: Page, name: string) => page.getByRole('form', { name })
const save = (page: Page, name: string) =>
  panel(page, name).getByRole('button', { name: 'Save changes' }).click()
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first()

test.describe('Account settings', () => {
  test('saves the full name and the notification flags, and shows them after a reload', async ({
    page,
  }) => {
    await openSettings(page)
    const general = panel(page, 'General')
    const fullName = general.getByRole('textbox', { name: 'Full name' })
    await expect(fullName).toHaveValue('John Doe')
    await fullName.fill('Giovanni Rossi')
    await save(page, 'General')
    await expect(toast(page, 'Changes saved')).toBeVisible()
    // The navbar shows the saved name at once, not the one signed in with.
    const accountMenu = page.getByRole('button', { name: 'Account menu: Giovanni Rossi' })
    await expect(accountMenu).toBeVisible()

    await page.getByRole('tab', { name: 'Notifications' }).click()
    await expect(page).toHaveURL(/\?tab=notifications$/)
    const notifications = panel(page, 'Notifications')
    const followers = notifications.getByRole('switch', { name: 'New followers' })
    const digest = notifications.getByRole('switch', { name: 'Blog digest' })
    await expect(followers).not.toBeChecked()
    await expect(digest).toBeChecked()
    await followers.check()
    await digest.uncheck()
    await save(page, 'Notifications')
    await expect(toast(page, 'Changes saved')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      panel(page, 'Notifications').getByRole('switch', { name: 'New followers' }),
    ).toBeChecked()
    await expect(
      panel(page, 'Notifications').getByRole('switch', { name: 'Blog digest' }),
    ).not.toBeChecked()
    await expect(accountMenu).toBeVisible()
    await page.getByRole('tab', { name: 'General' }).click()
    await expect(pathOf(page)).toBe('/pages/account-settings')
    await expect(panel(page, 'General').getByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Giovanni Rossi',
    )
  })

  test('keeps bad input on screen with a message, and discarding restores what is saved', async ({
    page,
  }) => {
    await openSettings(page, '?tab=info')
    const info = panel(page, 'Information')
    const website = info.getByRole('textbox', { name: 'Website' })
    await expect(website).toHaveValue('https://tavola.example')
    await website.fill('not a web address')
    await info.getByRole('button', { name: 'Save changes' }).click()
    await expect(info.getByText('Enter a web address (https://…)')).toBeVisible()
    await expect(website).toHaveValue('not a web address')
    await info.getByRole('button', { name: 'Discard changes' }).click()
    await expect(website).toHaveValue('https://tavola.example')
  })

  test('refuses a wrong current password; the right one changes it', async ({ page }) => {
    await openSettings(page, '?tab=password')
    const form = panel(page, 'Change password')
    const current = form.getByRole('textbox', { name: 'Current password' })
    const next = form.getByRole('textbox', { name: 'New password', exact: true })
    const confirm = form.getByRole('textbox', { name: 'Confirm new password' })
    const rules = form.getByRole('list', { name: 'Password requirements' })
    await expect(rules.getByRole('listitem')).toHaveCount(3)
    await expect(rules).toContainText('At least 8 characters (not met yet)')

    await current.fill('wrong-password')
    await next.fill('Risotto2024')
    await confirm.fill('Risotto2024')
    await expect(rules).toContainText('At least 8 characters (met)')
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByText('The current password is not correct')).toBeVisible()
    await expect(next).toHaveValue('Risotto2024')

    await current.fill(accounts.admin.password)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(toast(page, 'Password changed')).toBeVisible()
    await expect(current).toHaveValue('')

    // Signed out and in again in the same page: the mock (and the changed password) lives on.
    await page.getByRole('button', { name: /^Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await submitLogin(page, accounts.admin.email, accounts.admin.password)
    await expect(page.getByText('Email or Password is Invalid')).toBeVisible()
    await submitLogin(page, accounts.admin.email, 'Risotto2024')
    await expect(page).toHaveURL(accounts.admin.home)
  })

  test('checks the avatar before upload, previews it, resets and saves it', async ({ page }) => {
    await openSettings(page)
    const general = panel(page, 'General')
    const input = general.locator('input[type="file"]')
    await expect(
      general.getByText('Allowed JPG, PNG, GIF or WebP. Max size of 800 kB.'),
    ).toBeVisible()

    await input.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: tinyPng })
    await expect(general.getByRole('alert')).toHaveText('Use a JPG, PNG, GIF or WebP image.')
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(900 * 1024),
    })
    await expect(general.getByRole('alert')).toHaveText('The image is 900 kB; the limit is 800 kB.')
    await expect(general.getByRole('img', { name: 'John Doe' })).toHaveCount(0)

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng })
    await expect(general.getByRole('alert')).toHaveCount(0)
    const preview = general.getByRole('img', { name: 'John Doe' })
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/)
    await general.getByRole('button', { name: 'Reset' }).click()
    await expect(preview).toHaveCount(0)

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng })
    await save(page, 'General')
    await expect(toast(page, 'Changes saved')).toBeVisible()
    // The navbar's avatar is the saved photo, not the initials.
    const navbarAvatar = page.getByRole('banner').getByRole('img', { name: 'John Doe' })
    await expect(navbarAvatar).toHaveAttribute('src', /^data:image\/png;base64,/)
    await page.reload()
    await expect(navbarAvatar).toHaveAttribute('src', /^data:image\/png;base64,/)
    await expect(panel(page, 'General').getByRole('img', { name: 'John Doe' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
    )
  })

  test('connects and disconnects services and saves the links', async ({ page }) => {
    await openSettings(page, '?tab=social')
    const social = panel(page, 'Social')
    await social.getByRole('button', { name: 'Connect GitHub' }).click()
    await expect(social.getByText('Connected as johndoe')).toBeVisible()
    await social.getByRole('button', { name: 'Disconnect Twitter' }).click()
    await social.getByRole('textbox', { name: 'Quora' }).fill('https://quora.com/profile/tavola')
    await save(page, 'Social')
    await expect(toast(page, 'Changes saved')).toBeVisible()
    await page.reload()
    const reloaded = panel(page, 'Social')
    await expect(reloaded.getByRole('button', { name: 'Disconnect GitHub' })).toBeVisible()
    await expect(reloaded.getByRole('button', { name: 'Connect Twitter' })).toBeVisible()
    await expect(reloaded.getByRole('textbox', { name: 'Quora' })).toHaveValue(
      'https://quora.com/profile/tavola',
    )
  })

  test('speaks German in every tab, its checks and its toasts', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_KEY)
    await signedIn(page, 'admin')
    await page.goto('/pages/account-settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const main = page.getByRole('main')
    // Every tab's words, collected as each tab shows (the others are hidden).
    const texts: string[] = []

    const general = panel(page, 'Allgemein')
    await expect(general.getByRole('textbox', { name: 'Firma' })).toBeVisible()
    for (const name of ['Neues Foto hochladen', 'Zurücksetzen', 'Änderungen verwerfen'])
      await expect(general.getByRole('button', { name })).toBeVisible()
    await expect(
      general.getByText('Erlaubt sind JPG, PNG, GIF oder WebP. Höchstens 800 kB.'),
    ).toBeVisible()
    await general.locator('input[type="file"]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1200 * 1024),
    })
    await expect(general.getByRole('alert')).toHaveText(
      'Das Bild hat 1.200 kB; erlaubt sind höchstens 800 kB.',
    )
    texts.push(await main.innerText())

    await page.getByRole('tab', { name: 'Informationen' }).click()
    const info = panel(page, 'Informationen')
    // Countries are named in German; the account keeps the English name.
    await expect(info.getByRole('combobox', { name: 'Land' })).toHaveValue('Italy')
    await expect(info.getByRole('combobox', { name: 'Land' }).locator('option:checked')).toHaveText(
      'Italien',
    )
    await info.getByRole('textbox', { name: 'Website' }).fill('keine Adresse')
    await info.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(info.getByText('Geben Sie eine Webadresse ein (https://…)')).toBeVisible()
    texts.push(await main.innerText())
    await info.getByRole('button', { name: 'Änderungen verwerfen' }).click()

    await page.getByRole('tab', { name: 'Passwort ändern' }).click()
    const password = panel(page, 'Passwort ändern')
    await expect(password.getByRole('textbox', { name: 'Aktuelles Passwort' })).toBeVisible()
    texts.push(await main.innerText())

    await page.getByRole('tab', { name: 'Soziale Netzwerke' }).click()
    const social = panel(page, 'Soziale Netzwerke')
    await social.getByRole('button', { name: 'GitHub verbinden' }).click()
    await expect(social.getByText('Verbunden als johndoe')).toBeVisible()
    await expect(social.getByRole('button', { name: 'GitHub trennen' })).toBeVisible()
    texts.push(await main.innerText())

    await page.getByRole('tab', { name: 'Benachrichtigungen' }).click()
    const notifications = panel(page, 'Benachrichtigungen')
    await notifications.getByRole('switch', { name: 'Neue Follower' }).check()
    await notifications.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(toast(page, 'Änderungen gespeichert')).toBeVisible()
    texts.push(await main.innerText())

    // None of the page's English words (the sample profile's values stay as written).
    for (const english of [
      /Account settings/,
      /\b(General|Information|Social|Notifications)\b/,
      /Change password|Current password/,
      /Save changes|Discard changes|Changes saved/,
      /Upload new photo|\bReset\b|Allowed JPG|The image is/,
      /Full name|\bCompany\b|Date of birth|\bCountry\b|\bPhone\b|\bBio\b/,
      /Enter a web address/,
      /Social links|Connected accounts|Connected as|Not connected|\b(Connect|Disconnect)\b/,
      /Email me|New followers|Blog digest|Product updates/,
    ])
      for (const text of texts) expect(text, String(english)).not.toMatch(english)
  })

  test('at 375 px, in French, the photo and its buttons stay inside their card', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'fr'), LANGUAGE_KEY)
    await page.setViewportSize({ width: 375, height: 812 })
    await signedIn(page, 'admin')
    await page.goto('/pages/account-settings')
    const upload = page.getByRole('button', { name: 'Téléverser une nouvelle photo' })
    await expect(upload).toBeVisible()
    const card = await upload.evaluate((el) => {
      const box = (el.closest('form') as HTMLElement).getBoundingClientRect()
      return { left: box.left, right: box.right }
    })
    for (const part of [upload, page.getByText('JPG, PNG, GIF ou WebP.')]) {
      const box = await part.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(card.left)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(card.right)
    }
  })

  test('the client account may not see it', async ({ page }) => {
    await signedIn(page, 'client')
    await page.goto('/pages/account-settings')
    await expect(page).toHaveURL('/misc/not-authorized')
  })
})
