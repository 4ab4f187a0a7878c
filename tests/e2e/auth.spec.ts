import type { Page } from '@playwright/test'
import {
  accounts,
  expect,
  LANGUAGE_KEY,
  loginForm,
  readSession,
  signIn,
  submitLogin,
  test,
  watchActivity,
  writeSessionRaw,
  SESSION_KEY,
} from './fixtures'

const loginHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome to the staff dashboard!' })

/** The abilities table of the access-control page, one "action subject" string per row. */
async function abilityRows(page: Page) {
  const rows = page
    .getByRole('table', { name: 'Rules granted to this account' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
  return (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
}

/** Client-side navigation through the side menu (no page load). */
async function openFromSideMenu(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: label })
    .click()
}

async function signOutFromUserMenu(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Account menu: ${fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
}

test.describe('sign-in', () => {
  test('the admin lands on the dashboard home', async ({ page }) => {
    await signIn(page, 'admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    await expect(page).toHaveTitle('Home - Tavola')
    const session = await readSession(page)
    expect(session?.userData.email).toBe(accounts.admin.email)
    expect(session?.accessToken).toBeTruthy()
    expect(session?.refreshToken).toBeTruthy()
  })

  test('the client lands on access control, also from /, sees its abilities and may not open the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'client')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access control')
    await expect(page.getByText('Signed in as Jane Doe')).toBeVisible()
    await expect.poll(() => abilityRows(page)).toEqual(['read ACL', 'read Auth'])

    // `/` is its way in too: it lands on its own home, not on "not authorized".
    await page.goto('/')
    await expect(page).toHaveURL('/access-control')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access control')

    await page.goto('/dashboard/analytics')
    await expect(page).toHaveURL('/misc/not-authorized')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are not authorized!')
  })

  test('a wrong password says the email or password is invalid', async ({ page }) => {
    await page.goto('/login')
    await submitLogin(page, accounts.admin.email, 'not-the-password')
    const { email } = loginForm(page)
    await expect(page.getByText('Email or Password is Invalid')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL('/login')
    expect(await readSession(page)).toBeNull()
  })

  test('submitting an empty form names the missing fields and sends nothing', async ({ page }) => {
    await page.goto('/login')
    let apiCalls = 0
    page.on('request', (request) => {
      if (request.url().includes('/jwt/')) apiCalls += 1
    })
    await loginForm(page).submit.click()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expect(page.getByText('Enter your password')).toBeVisible()
    await expect(page).toHaveURL('/login')
    expect(apiCalls).toBe(0)
  })

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, 'admin')
    const before = await readSession(page)
    await page.reload()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    expect(await readSession(page)).toEqual(before)
  })

  test('at 375 px the demo account buttons are whole, and one fills the form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/login')
    for (const account of ['admin', 'client']) {
      const use = page.getByRole('button', { name: `Use the ${account} demo account` })
      await expect(use).toBeVisible()
      // Clipped, the button read "Us": its label was wider than the box that clips it.
      const clipped = await use.evaluate((button) =>
        [button, ...button.querySelectorAll('*')].some((box) => box.scrollWidth > box.clientWidth),
      )
      expect(clipped).toBe(false)
    }
    await page.getByRole('button', { name: 'Use the client demo account' }).click()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('client@demo.com')
  })
})

test.describe('register', () => {
  test('a new account is signed in at once, and can sign in again after signing out', async ({
    page,
  }) => {
    const username = `cook.${Date.now().toString(36)}`
    const email = `${username}@tavola.test`
    const password = 'kitchen42'

    await page.goto('/register')
    await page.getByRole('textbox', { name: 'Username' }).fill(username)
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('textbox', { name: 'Password' }).fill(password)
    await page.getByRole('checkbox', { name: 'I agree to the privacy policy and terms' }).check()
    await page.getByRole('button', { name: 'Sign up' }).click()

    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}`)
    expect((await readSession(page))?.userData).toMatchObject({
      email,
      username,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    })

    // The mock keeps accounts in memory per page load: sign out and in again without a reload.
    await signOutFromUserMenu(page, username)
    await expect(page).toHaveURL('/login')
    expect(await readSession(page)).toBeNull()

    await submitLogin(page, email, password)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${username}`)
  })

  test('a taken email or username is named on its field', async ({ page }) => {
    await page.goto('/register')
    const username = page.getByRole('textbox', { name: 'Username' })
    const email = page.getByRole('textbox', { name: 'Email' })
    await page.getByRole('textbox', { name: 'Password' }).fill('kitchen42')
    await page.getByRole('checkbox', { name: 'I agree to the privacy policy and terms' }).check()
    const signUp = page.getByRole('button', { name: 'Sign up' })

    await username.fill('new.cook')
    await email.fill(accounts.admin.email)
    await signUp.click()
    await expect(page.getByText('This email is already in use.')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('This username is already in use.')).toBeHidden()

    await username.fill('johndoe')
    await email.fill('new.cook@tavola.test')
    await signUp.click()
    await expect(page.getByText('This username is already in use.')).toBeVisible()
    await expect(username).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('This email is already in use.')).toBeHidden()

    await expect(page).toHaveURL('/register')
    expect(await readSession(page)).toBeNull()
  })
})

/**
 * Every text the page's body showed from its first paint on, recorded before the app's scripts
 * run, so a test can tell that a word never flashed by.
 */
async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { seenTexts: seen })
    new MutationObserver(() => {
      if (document.body) seen.push(document.body.innerText)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts)
}

test.describe('sign-in languages', () => {
  test('the sign-in page and its messages are in the language chosen earlier, never English or keys first', async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'fr'), LANGUAGE_KEY)
    const seenTexts = await recordTexts(page)
    await page.goto('/login')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Bienvenue sur le tableau de bord du personnel !',
      }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page).toHaveTitle('Connexion - Tavola')
    const texts = await seenTexts()
    expect(texts.length).toBeGreaterThan(0)
    for (const text of texts) {
      expect(text).not.toContain('Welcome to the staff dashboard')
      // A key (`login.heading`) standing in for its text; an address's domain is no key.
      expect(text).not.toMatch(/(^|\s)(login|demo|field)\.\w+/m)
    }

    const submit = page.getByRole('button', { name: 'Se connecter', exact: true })
    await submit.click()
    await expect(page.getByText('Saisissez une adresse e-mail valide')).toBeVisible()
    await expect(page.getByText('Saisissez votre mot de passe')).toBeVisible()
    await page.getByRole('button', { name: 'Utiliser le compte de démonstration client' }).click()
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill('not-the-password')
    await submit.click()
    await expect(page.getByText('L’adresse e-mail ou le mot de passe est incorrect')).toBeVisible()
  })

  test.describe('with nothing stored', () => {
    test.use({ locale: 'de-AT' })

    test('the sign-in pages follow the browser’s language', async ({ page }) => {
      await page.goto('/login')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Willkommen im Mitarbeiter-Dashboard!' }),
      ).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await page.getByRole('link', { name: 'Konto erstellen' }).click()
      await expect(page).toHaveURL('/register')
      await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible()
      await expect(page).toHaveTitle('Registrieren - Tavola')
    })
  })
})

test.describe('redirects', () => {
  test('a signed-out visit goes to sign-in and comes back after it', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page).toHaveURL('/login?redirect=%2Faccess-control')
    await expect(loginHeading(page)).toBeVisible()
    await submitLogin(page, accounts.admin.email, accounts.admin.password)
    await expect(page).toHaveURL('/access-control')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access control')
  })

  test('a signed-in visit to the sign-in page goes home', async ({ page }) => {
    await signIn(page, 'admin')
    await page.goto('/login')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')

    await page.goto('/register')
    await expect(page).toHaveURL('/')
  })

  for (const unsafe of ['//evil.com', 'https://evil.com/steal', '/\\evil.com']) {
    test(`an unsafe redirect (${unsafe}) is ignored: sign-in lands home`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`)
      await submitLogin(page, accounts.admin.email, accounts.admin.password)
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    })
  }
})

test.describe('tokens', () => {
  const T0 = new Date('2030-03-04T09:00:00Z')

  test('an expired access token is refreshed without the user noticing', async ({ page }) => {
    await page.clock.install({ time: T0 })
    const settled = await watchActivity(page)
    await signIn(page, 'admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    await settled()
    const signedIn = await readSession(page)
    if (!signedIn) throw new Error('no session after sign-in')

    // T0+5 min: another refresh, keeping the old access token. At T0+11 min the
    // access token (T0+10) has expired and the refresh token (T0+15) has not.
    await page.clock.fastForward('05:00')
    const refreshToken = await page.evaluate(async (token) => {
      const response = await fetch('/jwt/refresh-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: token }),
      })
      if (!response.ok) throw new Error(`refresh answered ${response.status}`)
      return ((await response.json()) as { refreshToken: string }).refreshToken
    }, signedIn.refreshToken)
    expect(refreshToken).not.toBe(signedIn.refreshToken)
    // Stored as received now: the new refresh token's life counts from T0+5 min.
    await writeSessionRaw(
      page,
      JSON.stringify({ ...signedIn, refreshToken, receivedAt: T0.getTime() + 5 * 60_000 }),
    )
    // The app reads the stored session on a full load; its check passes with the still-valid access token.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    await settled()
    expect((await readSession(page))?.accessToken).toBe(signedIn.accessToken)

    await page.clock.fastForward('06:00')
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    await openFromSideMenu(page, 'Access Control')

    await expect(page).toHaveURL('/access-control')
    await expect.poll(() => abilityRows(page)).toEqual(['manage all'])
    const after = await readSession(page)
    expect(after?.accessToken).toBeTruthy()
    expect(after?.accessToken).not.toBe(signedIn.accessToken)
    expect(after?.refreshToken).not.toBe(refreshToken)
    expect(visited).not.toContain('/login')
    await expect(page).toHaveURL('/access-control')
  })

  test('a user who works for 30 minutes stays signed in: the tokens are refreshed ahead', async ({
    page,
  }) => {
    await page.clock.install({ time: T0 })
    await signIn(page, 'admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    const first = await readSession(page)
    const heading = page.getByRole('heading', { level: 1 })
    // A click every two minutes for half an hour; each session pair lasts ten. The clock moves
    // on only once no refresh is due: a refresh started at one jump is sent and answered in
    // real time, and a further jump before it is sent would send a refresh token already expired.
    const pairAgeMs = () =>
      page.evaluate((key) => {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { receivedAt?: number }
        return Date.now() - (stored.receivedAt ?? 0)
      }, SESSION_KEY)
    for (let minute = 2; minute <= 30; minute += 2) {
      await page.clock.fastForward('02:00')
      await expect.poll(pairAgeMs).toBeLessThan(8 * 60_000)
      await heading.click()
    }
    await expect(page).toHaveURL('/')
    await openFromSideMenu(page, 'Access Control')
    await expect(page).toHaveURL('/access-control')
    await expect.poll(() => abilityRows(page)).toEqual(['manage all'])
    const after = await readSession(page)
    expect(after?.refreshToken).not.toBe(first?.refreshToken)
  })

  test('a user idle for 11 minutes is signed out with a message, and comes back after signing in', async ({
    page,
  }) => {
    await page.clock.install({ time: T0 })
    const settled = await watchActivity(page)
    await signIn(page, 'admin')
    await openFromSideMenu(page, 'Access Control')
    await expect(page).toHaveURL('/access-control')
    await settled()
    await page.clock.fastForward('11:00')

    await expect(page).toHaveURL('/login?redirect=%2Faccess-control')
    await expect(loginHeading(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'without activity' })).toHaveText(
      'You were signed out after 10 minutes without activity. Sign in again to go on where you were.',
    )
    expect(await readSession(page)).toBeNull()

    await submitLogin(page, accounts.admin.email, accounts.admin.password)
    await expect(page).toHaveURL('/access-control')
    await expect.poll(() => abilityRows(page)).toEqual(['manage all'])
  })

  test('when both tokens have expired, a reload sends the user to sign in and back', async ({
    page,
  }) => {
    await page.clock.install({ time: T0 })
    await signIn(page, 'client')
    await page.clock.fastForward('11:00')
    await page.reload()

    await expect(page).toHaveURL('/login?redirect=%2Faccess-control')
    await expect(loginHeading(page)).toBeVisible()
    expect(await readSession(page)).toBeNull()

    await submitLogin(page, accounts.client.email, accounts.client.password)
    await expect(page).toHaveURL('/access-control')
    await expect.poll(() => abilityRows(page)).toEqual(['read ACL', 'read Auth'])
  })
})

test.describe('sign-out', () => {
  test('signing out from the user menu ends the session; Back does not show the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'admin')
    await signOutFromUserMenu(page, 'John Doe')
    await expect(page).toHaveURL('/login')
    await expect(loginHeading(page)).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()

    await page.goBack()
    await expect(loginHeading(page)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/login')
    await expect(page.getByText('Welcome back')).toHaveCount(0)
  })
})

test.describe('sign-out revokes the tokens', () => {
  test('the access token of a signed-out session is refused from then on', async ({ page }) => {
    await signIn(page, 'admin')
    const session = await readSession(page)
    await signOutFromUserMenu(page, 'John Doe')
    await expect(page).toHaveURL('/login')
    const statuses = await page.evaluate(
      async (tokens) => {
        const me = await fetch('/auth/me', {
          headers: { authorization: `Bearer ${tokens.access}` },
        })
        const refresh = await fetch('/jwt/refresh-token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken: tokens.refresh }),
        })
        return [me.status, refresh.status]
      },
      { access: session?.accessToken, refresh: session?.refreshToken },
    )
    expect(statuses).toEqual([401, 401])
  })
})

type StorageNotices = Window & { __storageNotices?: Set<string> }

test.describe('a full localStorage', () => {
  test('sign-in and the skin toggle work, and the user is told once that choices are not kept', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      // The notice is a toast that closes after 3 s, so the page records each one it shows.
      const shown = new Set<string>()
      ;(window as StorageNotices).__storageNotices = shown
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.mantine-Notification-root'))
          if (toast.id && toast.textContent?.includes('Your choices will not be remembered'))
            shown.add(toast.id)
      }).observe(document, { subtree: true, childList: true })
    })
    const notices = () =>
      page.evaluate(() => (window as StorageNotices).__storageNotices?.size ?? 0)
    await signIn(page, 'admin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, John Doe')
    await expect.poll(notices).toBe(1)
    await page.getByRole('button', { name: 'Switch to the dark skin' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.getByRole('button', { name: 'Switch to the light skin' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    expect(await notices()).toBe(1)
    // The session lives in memory: the app goes on signed in.
    await openFromSideMenu(page, 'Access Control')
    await expect.poll(() => abilityRows(page)).toEqual(['manage all'])
  })
})

test.describe('a tampered stored session ends on the sign-in page', () => {
  const cases: { name: string; who: 'admin' | 'client'; tamper: (raw: string) => string }[] = [
    { name: 'not JSON', who: 'admin', tamper: (raw) => raw.slice(0, -7) },
    {
      name: 'an edited access token signature',
      who: 'admin',
      tamper: (raw) => {
        const session = JSON.parse(raw) as { accessToken: string }
        const [header, payload, signature = ''] = session.accessToken.split('.')
        // The first character carries six full bits of the signature (the last one may not).
        const first = signature[0] === 'A' ? 'B' : 'A'
        session.accessToken = `${header}.${payload}.${first}${signature.slice(1)}`
        return JSON.stringify(session)
      },
    },
    {
      name: 'an edited ability',
      who: 'client',
      tamper: (raw) => {
        const session = JSON.parse(raw) as { userData: { ability: unknown } }
        session.userData.ability = [{ action: 'manage', subject: 'all' }]
        return JSON.stringify(session)
      },
    },
  ]

  for (const { name, who, tamper } of cases) {
    for (const path of ['/', '/access-control']) {
      test(`${name}, then ${path}`, async ({ page }) => {
        await signIn(page, who)
        const raw = await page.evaluate((key) => localStorage.getItem(key) ?? '', SESSION_KEY)
        await writeSessionRaw(page, tamper(raw))
        await page.goto(path)

        await expect(loginHeading(page)).toBeVisible()
        expect(new URL(page.url()).pathname).toBe('/login')
        expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
      })
    }
  }
})
