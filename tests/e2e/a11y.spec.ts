import type { Locator, Page } from '@playwright/test'
import { sections, type GalleryPage, type Section } from './gallery-pages'
import {
  COLOR_SCHEME_KEY,
  expect,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  LAYOUT_KEY,
  loginForm,
  navigateInApp,
  pathOf,
  serveTiles,
  signedIn,
  test,
  type AccountName,
} from './fixtures'

/**
 * Every axe scan of the suite is decided here, in one table. A row is a screen
 * (an address, or an address with an overlay opened on it that the address does
 * not name: a drawer, a dialog, a menu), a look (skin and direction), and who is
 * signed in. Each (screen, skin, direction) is scanned exactly once: a screen is
 * not scanned again at another width. As a rule the light look is scanned at the
 * desktop width and the dark, right-to-left look at 375 px, where the page also
 * must not scroll sideways; a few screens differ where only one width shows them.
 * The gallery's pages are walked from the menu by section (gallery-pages.ts).
 * The journeys in the other spec files check behaviour and do not scan.
 */
interface Look {
  name: string
  skin: 'light' | 'dark' | 'bordered' | 'semi-dark'
  direction: 'ltr' | 'rtl'
  /** Further layout preferences (menu layout, content width). */
  layout?: Record<string, unknown>
}

const light: Look = { name: 'light', skin: 'light', direction: 'ltr' }
const dark: Look = { name: 'dark', skin: 'dark', direction: 'ltr' }
const darkRtl: Look = { name: 'dark, right to left', skin: 'dark', direction: 'rtl' }
const lightRtl: Look = { name: 'light, right to left', skin: 'light', direction: 'rtl' }
const bordered: Look = { name: 'bordered', skin: 'bordered', direction: 'ltr' }
const semiDark: Look = { name: 'semi-dark', skin: 'semi-dark', direction: 'ltr' }

interface Screen {
  url: string
  /** The overlay or state scanned, when the address alone does not show it. */
  overlay?: string
  look: Look
  /** The demo account signed in; null: signed out. */
  as?: AccountName | null
  /** Loaded at 375 px wide (and must not scroll sideways). */
  phone?: boolean
  /** Waits for the content the scan is about (not a loading state). */
  ready: (page: Page) => Promise<void>
  /** Opens the overlay or brings the page to the state scanned. */
  open?: (page: Page) => Promise<void>
  /** Test set-up before the first load (browser storage the app reads). */
  before?: (page: Page) => Promise<void>
  /** The preference `open` stores, which a screen loaded after it in the same page would keep. */
  stores?: string
  /** `open` leaves a form with unsaved changes, which would hold the next screen's move. */
  unsaved?: true
}

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}
const shows = (target: (page: Page) => Locator) => async (page: Page) => {
  await expect(target(page).first()).toBeVisible()
}
const all =
  (...steps: ((page: Page) => Promise<void>)[]) =>
  async (page: Page) => {
    for (const step of steps) await step(page)
  }
const click =
  (target: (page: Page) => Locator, then: (page: Page) => Locator) => async (page: Page) => {
    await target(page).click()
    await expect(then(page).first()).toBeVisible()
  }

const home = h1('Welcome back, John Doe')
const cardsLoaded = async (page: Page) => {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
}
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu/ })
const searchDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Search pages, files and contacts' })
const searchGroup = (page: Page, name: string) =>
  searchDialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('group', { name })
const searchCombobox = (page: Page) =>
  searchDialog(page).getByRole('combobox', { name: 'Search pages, files and contacts' })
async function openSearch(page: Page) {
  await page.keyboard.press('Control+K')
  await expect(searchCombobox(page)).toBeFocused()
}
async function openCustomizer(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Customize layout' }).click()
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible()
}
/** Demo pushes every second, so the bell and the toasts have something to show. */
async function pushesEverySecond(page: Page) {
  await page.addInitScript(() => {
    if (location.protocol === 'http:') localStorage.setItem('tavola.push-interval-ms', '1000')
  })
}
const toasts = (page: Page) =>
  page.locator('.mantine-Notifications-root .mantine-Notification-root')
async function bellOpen(page: Page) {
  await expect(toasts(page)).toHaveCount(2)
  await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click()
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first(),
  ).toBeVisible()
}
async function resetDialog(page: Page) {
  await accountMenu(page).click()
  await page.getByRole('menuitem', { name: 'Reset sample data' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Reset sample data?' })
      .getByRole('button', { name: 'Reset', exact: true }),
  ).toBeVisible()
}
const mailRow = (page: Page, subject: string) =>
  page.getByRole('listitem').filter({ hasText: subject })
async function openTastingMenuMail(page: Page) {
  await mailRow(page, 'Tasting menu for Saturday')
    .getByRole('button', { name: /^Marta Rossi/ })
    .click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tasting menu for Saturday' }),
  ).toBeVisible()
}
const inbox = shows((page) => page.getByRole('list', { name: 'Inbox' }))
const calendarEvents = all(
  h1('Calendar'),
  shows((page) => page.locator('.fc-event')),
)
const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' })
const todoReady = all(
  h1('To-do'),
  shows((page) => taskList(page).getByRole('listitem')),
)
/** A list's rows: the table's on a wide screen, the cards on a phone. */
const userRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Users', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(page.getByRole('list', { name: 'Users', exact: true }).getByRole('listitem'))
const invoiceRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .locator('tbody tr')
    .getByRole('link')
    .or(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem').getByRole('link'))
const invoiceItems = shows((page) => page.getByRole('textbox', { name: 'Item 1 description' }))
const chatMessages = shows((page) => page.getByRole('log').getByTestId('chat-message'))
const products = shows((page) => page.getByRole('list', { name: 'Products' }).getByRole('article'))
const relatedProducts = shows((page) => page.getByRole('heading', { name: 'Related products' }))
const wishlist = shows((page) => page.getByRole('list', { name: 'Wishlist' }))
const orderTotal = shows((page) => page.getByTestId('order-total'))
const faqQuestions = all(
  h1('Frequently asked questions'),
  shows((page) => page.getByRole('tabpanel').getByRole('button')),
)
const profile = all(h1('John Doe'), async (page) => {
  await expect(page.getByRole('article')).toHaveCount(3)
})
const pricing = all(
  h1('Pricing plans'),
  shows((page) => page.getByRole('region', { name: 'Standard', exact: true })),
)
const blogCards = all(
  h1('Blog'),
  shows((page) => page.getByRole('article')),
)
const blogComments = shows((page) => page.getByRole('heading', { name: 'Comments (3)' }))
const blogEditor = shows((page) => page.getByRole('textbox', { name: 'Excerpt' }))
const settingsForm = (form: string) => shows((page) => page.getByRole('form', { name: form }))
const kbCards = shows((page) => page.getByRole('article').getByRole('heading', { level: 2 }))
const showMore = shows((page) => page.getByRole('button', { name: /^Show 50 more/ }))
const publicPage = (url: string, heading: string): Screen => ({
  url,
  look: light,
  as: null,
  ready: h1(heading),
})

const screens: Screen[] = [
  // Signed out.
  {
    url: '/login',
    overlay: 'validation errors',
    look: light,
    as: null,
    ready: h1('Welcome to the staff dashboard!'),
    open: async (page) => {
      await loginForm(page).submit.click()
      await expect(page.getByText('Enter a valid email address')).toBeVisible()
      await expect(page.getByText('Enter your password')).toBeVisible()
    },
  },
  {
    url: '/login',
    overlay: 'validation errors',
    look: dark,
    as: null,
    ready: h1('Welcome to the staff dashboard!'),
    open: async (page) => {
      await loginForm(page).submit.click()
      await expect(page.getByText('Enter your password')).toBeVisible()
    },
  },
  {
    url: '/register',
    overlay: 'validation errors',
    look: light,
    as: null,
    ready: h1('Adventure starts here'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Sign up' }).click()
      await expect(page.getByText('Accept the privacy policy and terms to continue')).toBeVisible()
    },
  },
  {
    url: '/forgot-password',
    overlay: 'link sent',
    look: light,
    as: null,
    ready: h1('Forgot password?'),
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill('someone@tavola.test')
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.getByRole('status')).toContainText('Check your inbox')
    },
  },
  {
    url: '/pages/reset-password-v1',
    overlay: 'password reset',
    look: light,
    as: null,
    ready: h1('Reset password'),
    open: async (page) => {
      await page.getByRole('textbox', { name: 'New password' }).fill('kitchen42')
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('kitchen42')
      await page.getByRole('button', { name: 'Set new password' }).click()
      await expect(page.getByRole('status')).toContainText('Password reset')
    },
  },
  publicPage('/pages/login-v1', 'Welcome to the staff dashboard!'),
  publicPage('/pages/login-v2', 'Welcome to the staff dashboard!'),
  publicPage('/pages/register-v1', 'Adventure starts here'),
  publicPage('/pages/register-v2', 'Adventure starts here'),
  publicPage('/pages/forgot-password-v1', 'Forgot password?'),
  publicPage('/pages/forgot-password-v2', 'Forgot password?'),
  publicPage('/pages/reset-password-v2', 'Reset password'),
  publicPage('/misc/coming-soon', 'We are launching soon'),
  publicPage('/misc/not-authorized', 'You are not authorized!'),
  publicPage('/misc/maintenance', 'Under maintenance'),
  publicPage('/misc/error', 'Page not found'),
  publicPage('/no/such/page', 'Page not found'),

  // The shell, over the home dashboard.
  { url: '/', look: light, ready: all(home, cardsLoaded) },
  { url: '/', look: lightRtl, ready: home },
  {
    url: '/',
    overlay: 'collapsed menu, a group open',
    look: light,
    ready: home,
    open: async (page) => {
      await page.getByRole('button', { name: 'Miscellaneous' }).click()
      await expect(page.getByRole('menuitem', { name: 'Maintenance' })).toBeInViewport()
    },
  },
  {
    url: '/',
    overlay: 'expanded menu, a group open',
    look: light,
    stores: 'the menu expanded',
    ready: home,
    open: async (page) => {
      await page.getByRole('button', { name: 'Expand menu' }).click()
      await page.getByRole('button', { name: 'Authentication' }).click()
      await expect(page.getByRole('link', { name: 'Login v1' })).toBeVisible()
    },
  },
  {
    url: '/',
    overlay: 'account menu',
    look: light,
    ready: home,
    open: click(accountMenu, (page) => page.getByRole('menuitem', { name: 'Sign out' })),
  },
  {
    url: '/',
    overlay: 'menu drawer',
    look: light,
    phone: true,
    ready: home,
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
      ).toBeInViewport()
    },
  },
  {
    url: '/',
    overlay: 'bookmarks menu',
    look: darkRtl,
    phone: true,
    ready: home,
    open: click(
      (page) =>
        page
          .getByRole('navigation', { name: 'Bookmarks' })
          .getByRole('button', { name: 'Bookmarks' }),
      (page) => page.getByRole('menuitem', { name: 'Access Control' }),
    ),
  },
  {
    url: '/',
    overlay: 'search: suggestions',
    look: light,
    ready: home,
    open: async (page) => {
      await openSearch(page)
      await expect(searchGroup(page, 'Suggested pages').getByRole('option')).toHaveCount(4)
    },
  },
  {
    url: '/',
    overlay: 'search: results, one chosen',
    look: light,
    ready: home,
    open: async (page) => {
      await openSearch(page)
      await page.keyboard.type('e')
      await expect(searchGroup(page, 'Contacts').getByRole('option')).toHaveCount(4)
      await page.keyboard.press('ArrowDown')
    },
  },
  {
    url: '/',
    overlay: 'search: contacts only',
    look: darkRtl,
    phone: true,
    ready: home,
    open: async (page) => {
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(searchCombobox(page)).toBeFocused()
      await page.keyboard.type('marco')
      await expect(searchGroup(page, 'Contacts').getByRole('option')).toHaveCount(1)
    },
  },
  {
    url: '/',
    overlay: 'search: no results',
    look: light,
    ready: home,
    open: async (page) => {
      await openSearch(page)
      await page.keyboard.type('qqzzx')
      await expect(searchDialog(page).getByRole('status')).toHaveText('No results for “qqzzx”')
    },
  },
  {
    url: '/',
    overlay: 'notifications and toasts',
    look: light,
    before: pushesEverySecond,
    ready: home,
    open: bellOpen,
  },
  {
    url: '/',
    overlay: 'notifications and toasts',
    look: dark,
    before: pushesEverySecond,
    ready: home,
    open: bellOpen,
  },
  { url: '/', overlay: 'reset sample data', look: light, ready: home, open: resetDialog },
  {
    url: '/',
    overlay: 'reset sample data',
    look: darkRtl,
    phone: true,
    ready: home,
    open: resetDialog,
  },
  ...[light, bordered, semiDark, dark].map((look): Screen => ({
    url: '/',
    overlay: 'customizer',
    look,
    ready: home,
    open: openCustomizer,
  })),
  {
    url: '/access-control',
    overlay: 'as the client',
    look: light,
    as: 'client',
    phone: true,
    ready: shows((page) => page.getByRole('table', { name: 'Rules granted to this account' })),
  },
  {
    url: '/access-control',
    overlay: 'horizontal menu, boxed, side menu hidden',
    look: {
      ...light,
      layout: { menuLayout: 'horizontal', contentWidth: 'boxed', menuHidden: true },
    },
    ready: shows((page) =>
      page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Dashboards' }),
    ),
  },
  {
    url: '/page-layout/layout-empty',
    look: light,
    ready: shows((page) => page.getByRole('heading', { name: 'Empty layout' })),
  },
  {
    url: '/page-layout/layout-empty',
    overlay: 'horizontal menu folded into the drawer',
    look: { ...light, layout: { menuLayout: 'horizontal', navbarColor: 'grape' } },
    phone: true,
    ready: shows((page) => page.getByRole('heading', { name: 'Empty layout' })),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(
        page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', {
          name: 'Page Layouts',
        }),
      ).toBeVisible()
    },
  },
  {
    url: '/page-layout/layout-blank',
    look: light,
    ready: shows((page) => page.getByRole('heading', { name: 'Blank layout' })),
  },

  // Dashboards and cards.
  ...[
    ['/', 'Welcome back, John Doe'],
    ['/dashboard/analytics', 'Analytics'],
    ['/cards/basic', 'Basic cards'],
    ['/cards/advance', 'Advanced cards'],
    ['/cards/statistics', 'Statistics cards'],
    ['/cards/analytics', 'Analytics cards'],
    ['/cards/action', 'Action cards'],
  ].flatMap(([url = '', heading = '']): Screen[] => [
    ...(url === '/' ? [] : [{ url, look: light, ready: all(h1(heading), cardsLoaded) }]),
    { url, look: dark, phone: true, ready: all(h1(heading), cardsLoaded) },
  ]),

  // Email.
  { url: '/apps/email', look: light, ready: inbox },
  {
    url: '/apps/email',
    overlay: 'compose',
    look: light,
    ready: inbox,
    open: async (page) => {
      await page.getByRole('button', { name: 'Compose' }).click()
      const dialog = page.getByRole('dialog', { name: 'New message' })
      await dialog.getByRole('textbox', { name: 'Subject' }).fill('Extra covers on Sunday')
      await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible()
    },
  },
  {
    url: '/apps/email',
    overlay: 'a mail open',
    look: light,
    ready: inbox,
    open: async (page) => {
      await openTastingMenuMail(page)
      await expect(page.getByText('tasting-menu.pdf', { exact: true })).toBeVisible()
    },
  },
  { url: '/apps/email', look: darkRtl, phone: true, ready: inbox },
  {
    url: '/apps/email',
    overlay: 'a mail open',
    look: darkRtl,
    phone: true,
    ready: inbox,
    open: openTastingMenuMail,
  },
  {
    url: '/apps/email',
    overlay: 'the composer as a reply, the original quoted',
    look: darkRtl,
    phone: true,
    ready: inbox,
    open: async (page) => {
      await openTastingMenuMail(page)
      await page.getByRole('button', { name: 'Reply', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Reply' })
      await expect(
        dialog.getByRole('textbox', { name: 'Message' }).locator('blockquote'),
      ).toBeVisible()
    },
  },

  // Chat.
  {
    url: '/apps/chat',
    look: light,
    phone: true,
    ready: shows((page) => page.getByRole('region', { name: 'Chats' }).getByRole('link')),
  },
  {
    url: '/apps/chat?contact=2',
    overlay: 'your profile',
    look: light,
    ready: chatMessages,
    open: click(
      (page) => page.getByRole('button', { name: 'Your profile, Online' }),
      (page) => page.getByRole('dialog', { name: 'Your profile' }).getByRole('switch'),
    ),
  },
  { url: '/apps/chat?contact=2', look: darkRtl, phone: true, ready: chatMessages },

  // To-do.
  {
    url: '/apps/todo',
    overlay: 'a task open',
    look: light,
    ready: todoReady,
    open: async (page) => {
      await taskList(page).getByRole('button', { name: 'Edit Update the allergen matrix' }).click()
      const drawer = page.getByRole('dialog', { name: 'Edit task' })
      await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(
        'Update the allergen matrix',
      )
      await expect(drawer.getByRole('textbox', { name: 'Description' })).toBeVisible()
    },
  },
  {
    url: '/apps/todo?filter=important',
    overlay: 'views and tags',
    look: darkRtl,
    phone: true,
    ready: todoReady,
    open: click(
      (page) => page.getByRole('button', { name: 'Views and tags' }),
      (page) => page.getByRole('dialog', { name: 'Views and tags' }),
    ),
  },

  // Calendar.
  {
    url: '/apps/calendar',
    overlay: 'an event open',
    look: light,
    ready: calendarEvents,
    open: async (page) => {
      await page.locator('.fc-event').filter({ hasText: 'Deep clean of the dining room' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Edit event' }).getByRole('textbox', { name: 'Title' }),
      ).toBeVisible()
    },
  },
  {
    url: '/apps/calendar?view=list',
    look: light,
    ready: all(
      h1('Calendar'),
      shows((page) => page.locator('.fc-listMonth-view')),
    ),
  },
  {
    url: '/apps/calendar',
    overlay: 'calendars',
    look: darkRtl,
    phone: true,
    ready: calendarEvents,
    open: click(
      (page) => page.getByRole('button', { name: 'Calendars' }),
      (page) => page.getByRole('dialog', { name: 'Calendars' }),
    ),
  },
  {
    url: '/apps/calendar?view=week',
    look: darkRtl,
    ready: all(
      h1('Calendar'),
      shows((page) => page.locator('.fc-timeGridWeek-view')),
    ),
  },
  {
    url: '/apps/calendar?view=list',
    look: darkRtl,
    ready: all(
      h1('Calendar'),
      shows((page) => page.locator('.fc-listMonth-view')),
    ),
    // The list's hidden header row must not widen the page right to left.
    open: async (page) => {
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ])
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth ?? 0)
    },
  },

  // Invoices.
  ...[light, darkRtl].flatMap((look): Screen[] => [
    {
      url: look === light ? '/apps/invoice/list' : '/apps/invoice/list?status=Paid',
      look,
      phone: look !== light,
      ready: all(h1('Invoices'), shows(invoiceRows)),
    },
    {
      url: '/apps/invoice/preview/5010',
      look,
      phone: look !== light,
      // A table, or cards in a list on a phone.
      ready: shows((page) => {
        const name = 'Items of invoice #5010'
        return page.getByRole('table', { name }).or(page.getByRole('list', { name }))
      }),
    },
    { url: '/apps/invoice/edit/5010', look, phone: look !== light, ready: invoiceItems },
    { url: '/apps/invoice/add', look, phone: look !== light, ready: invoiceItems },
  ]),
  {
    url: '/apps/invoice/edit/5010',
    overlay: 'discard changes',
    look: light,
    ready: invoiceItems,
    unsaved: true,
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Item 1 description' }).fill('Changed')
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Email' })
        .click()
      await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible()
    },
  },
  {
    url: '/apps/invoice/add',
    overlay: 'new client',
    look: light,
    ready: invoiceItems,
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Client' }).click()
      await page.getByRole('option', { name: 'Add new client' }).click()
      await expect(page.getByRole('dialog', { name: 'New client' })).toBeVisible()
    },
  },
  {
    url: '/apps/invoice/list?sortBy=total',
    overlay: 'delete the selected invoices',
    look: darkRtl,
    ready: all(h1('Invoices'), shows(invoiceRows)),
    open: async (page) => {
      await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check()
      await click(
        (page) => page.getByRole('button', { name: 'Delete selected' }),
        (page) => page.getByRole('dialog', { name: 'Delete 10 invoices?' }),
      )(page)
    },
  },
  {
    url: '/apps/invoice/list?q=nobody&status=Paid',
    overlay: 'nothing matches',
    look: light,
    phone: true,
    ready: all(
      h1('Invoices'),
      shows((page) => page.getByRole('button', { name: 'Clear filters' })),
    ),
  },

  // Users.
  {
    url: '/apps/user/list',
    overlay: 'add a user',
    look: light,
    ready: all(h1('Users'), shows(userRows)),
    open: click(
      (page) => page.getByRole('button', { name: 'Add new user' }),
      (page) => page.getByRole('dialog', { name: 'Add new user' }),
    ),
  },
  {
    url: '/apps/user/view/5',
    look: light,
    ready: shows((page) => page.getByRole('table', { name: 'Permissions' })),
  },
  {
    url: '/apps/user/edit/5',
    look: light,
    ready: shows((page) => page.getByRole('textbox', { name: 'Full name' })),
  },
  {
    url: '/apps/user/edit/5?tab=info',
    look: light,
    ready: shows((page) => page.getByRole('tabpanel')),
  },
  {
    url: '/apps/user/list?status=pending',
    look: darkRtl,
    phone: true,
    ready: all(h1('Users'), shows(userRows)),
  },
  {
    url: '/apps/user/view/5',
    look: darkRtl,
    phone: true,
    ready: shows((page) => page.getByRole('table', { name: 'Permissions' })),
  },
  {
    url: '/apps/user/edit/5?tab=social',
    look: darkRtl,
    ready: shows((page) => page.getByRole('textbox', { name: 'Twitter' })),
  },

  // Shop.
  ...[light, darkRtl].flatMap((look): Screen[] => [
    {
      url: look === light ? '/apps/ecommerce/shop' : '/apps/ecommerce/shop?view=list',
      look,
      phone: look !== light,
      ready: all(h1('Shop'), products),
    },
    {
      url: '/apps/ecommerce/product-detail/oyster-knife',
      look,
      phone: look !== light,
      ready: relatedProducts,
    },
    { url: '/apps/ecommerce/wishlist', look, phone: look !== light, ready: wishlist },
    { url: '/apps/ecommerce/checkout', look, phone: look !== light, ready: orderTotal },
    {
      url: '/apps/ecommerce/order/1001',
      look,
      phone: look !== light,
      ready: shows((page) => page.getByRole('table', { name: 'Items' })),
    },
  ]),
  {
    url: '/apps/ecommerce/checkout?step=address',
    look: darkRtl,
    phone: true,
    ready: shows((page) => page.getByRole('textbox', { name: 'City' })),
  },

  // Account settings: every tab in light, and on a phone in dark, right to left.
  ...[
    ['', 'General'],
    ['?tab=password', 'Change password'],
    ['?tab=info', 'Information'],
    ['?tab=social', 'Social'],
    ['?tab=notifications', 'Notifications'],
  ].flatMap(([search = '', form = '']): Screen[] => [
    { url: `/pages/account-settings${search}`, look: light, ready: settingsForm(form) },
    ...(search === '?tab=info'
      ? []
      : [
          {
            url: `/pages/account-settings${search}`,
            look: darkRtl,
            phone: true,
            ready: settingsForm(form),
          },
        ]),
  ]),

  // Profile.
  {
    url: '/pages/profile',
    overlay: 'after a vote',
    look: light,
    ready: profile,
    open: async (page) => {
      const polls = page.getByRole('region', { name: 'Polls' })
      await polls.getByRole('radio', { name: 'Monday evening' }).check()
      await polls.getByRole('button', { name: 'Vote' }).last().click()
      await expect(polls.getByText('Your vote')).toBeVisible()
    },
  },
  { url: '/pages/profile', look: darkRtl, phone: true, ready: profile },

  // FAQ, knowledge base, pricing, blog.
  {
    url: '/pages/faq',
    overlay: 'an answer open',
    look: light,
    ready: faqQuestions,
    open: async (page) => {
      await page.getByRole('tabpanel').getByRole('button').first().click()
    },
  },
  {
    url: '/pages/faq?q=tiramisu',
    look: light,
    ready: shows((page) => page.getByRole('button', { name: 'Clear search' })),
  },
  {
    url: '/pages/faq?category=cancellationReturn',
    look: light,
    phone: true,
    ready: faqQuestions,
  },
  { url: '/pages/faq?q=order', look: darkRtl, ready: faqQuestions },
  {
    url: '/pages/knowledge-base',
    look: light,
    ready: async (page) => {
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(5)
    },
  },
  { url: '/pages/knowledge-base/getting-started', look: light, ready: h1('Getting started') },
  {
    url: '/pages/knowledge-base/getting-started/keyboard-shortcuts',
    look: light,
    ready: h1('Keyboard shortcuts'),
  },
  {
    url: '/pages/knowledge-base/getting-started/nothing-here',
    look: light,
    ready: h1('Article not found'),
  },
  {
    url: '/pages/knowledge-base/team-and-users',
    look: light,
    phone: true,
    ready: h1('Team and users'),
  },
  {
    url: '/pages/knowledge-base/team-and-users/managing-users-and-roles',
    look: light,
    phone: true,
    ready: h1('Managing users and roles'),
  },
  { url: '/pages/knowledge-base?q=user', look: darkRtl, ready: kbCards },
  {
    url: '/pages/knowledge-base/orders-and-shop',
    look: darkRtl,
    ready: h1('Orders and the shop'),
  },
  {
    url: '/pages/knowledge-base/orders-and-shop/taking-orders-in-the-shop',
    look: darkRtl,
    ready: h1('Taking orders in the shop'),
  },
  { url: '/pages/pricing', look: light, ready: pricing },
  { url: '/pages/pricing?billing=annual', look: light, phone: true, ready: pricing },
  {
    url: '/pages/pricing?billing=annual',
    overlay: 'an answer open',
    look: darkRtl,
    ready: pricing,
    open: async (page) => {
      await page.getByRole('button', { name: 'Does my subscription renew automatically?' }).click()
    },
  },
  { url: '/pages/blog/list', look: light, ready: blogCards },
  { url: '/pages/blog/detail/4', look: light, ready: blogComments },
  { url: '/pages/blog/edit/4', look: light, ready: blogEditor },
  { url: '/pages/blog/list?category=Food', look: darkRtl, phone: true, ready: blogCards },
  { url: '/pages/blog/detail/4', look: darkRtl, phone: true, ready: blogComments },
  { url: '/pages/blog/edit/4', look: darkRtl, phone: true, ready: blogEditor },

  // The lists that show 50 at a time, at 100× the sample data.
  ...['/apps/email', '/apps/todo', '/apps/chat'].map((url): Screen => ({
    url: `${url}?scale=100`,
    look: light,
    phone: true,
    ready: showMore,
  })),
]

/** Chooses the look in browser storage before the app starts. */
async function chooseLook(page: Page, look: Look) {
  if (look.skin === 'light' && look.direction === 'ltr' && !look.layout) return
  const scheme = look.skin === 'dark' ? 'dark' : 'light'
  await page.emulateMedia({ colorScheme: scheme })
  await page.addInitScript(
    ({ mantineKey, layoutKey, scheme, layout }) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e.look')) return
      sessionStorage.setItem('e2e.look', '1')
      localStorage.setItem(mantineKey, scheme)
      localStorage.setItem(layoutKey, JSON.stringify(layout))
    },
    {
      mantineKey: COLOR_SCHEME_KEY,
      layoutKey: LAYOUT_KEY,
      scheme,
      layout: { skin: look.skin, direction: look.direction, ...look.layout },
    },
  )
}

const keyOf = (screen: { url: string; overlay?: string; look: Look }) =>
  `${screen.url}${screen.overlay ? ` [${screen.overlay}]` : ''} in ${screen.look.skin} ${screen.look.direction}`

// The longest tests first, so that the two workers finish together.
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** Opens the named menu groups that are closed. */
async function openGroups(menu: Locator, groups: readonly string[]) {
  for (const name of groups) {
    const toggle = menu.getByRole('button', { name, exact: true })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }
}

async function expectGalleryPage(page: Page, target: GalleryPage) {
  await expect(
    page.getByRole('heading', { level: 1, name: target.heading, exact: true }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`${target.heading} - Tavola`)
  await target.ready?.(page)
}

/** Follows the menu's link to a page (client-side navigation) and waits for it to be drawn. */
async function visit(page: Page, section: Section, target: GalleryPage) {
  const menu = sideMenu(page)
  await openGroups(menu, section.groups)
  await menu.locator(`a[href="${target.path}"]`).click()
  await expect(page).toHaveURL(target.path)
  await expectGalleryPage(page, target)
}

test.describe('gallery, walked from the menu', () => {
  for (const section of sections) {
    test(`every page of the ${section.name}: light, then dark right to left at 375 px`, async ({
      page,
    }) => {
      // One test walks a whole menu section: up to 25 pages and 40 scans, about 2 s each.
      const scans = section.pages.length + section.pages.filter((p) => p.darkRtl).length
      test.setTimeout(20_000 + scans * 5_000)
      await serveTiles(page)
      await page.addInitScript((layoutKey) => {
        if (location.protocol === 'http:' && localStorage.getItem(layoutKey) === null)
          localStorage.setItem(layoutKey, JSON.stringify({ menuCollapsed: false }))
      }, LAYOUT_KEY)
      await signedIn(page, 'admin')
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // The menu offers exactly the section's pages.
      const menu = sideMenu(page)
      await openGroups(menu, section.groups)
      const prefixes = [...new Set(section.pages.map(({ path }) => path.split('/')[1]))]
      const offered = (
        await menu
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).filter((href) => prefixes.includes(href.split('/')[1] ?? '') && href !== '/')
      const expected = section.pages.map(({ path }) => path)
      expect(offered.filter((href) => !expected.includes(href))).toEqual([])

      for (const target of section.pages) {
        await visit(page, section, target)
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
        if (section.minRegions && !target.singleDemo) {
          await expect
            .poll(() => page.getByRole('region').count())
            .toBeGreaterThanOrEqual(section.minRegions)
        }
        await target.overlay?.(page)
        await expectNoAxeViolations(page)
        // An overlay left open would cover the menu.
        if (target.overlay) await page.keyboard.press('Escape')
      }

      // The dark, right-to-left look on a phone.
      const darkPages = section.pages.filter((target) => target.darkRtl)
      await page.evaluate(
        ({ mantineKey, layoutKey }) => {
          localStorage.setItem(mantineKey, 'dark')
          localStorage.setItem(layoutKey, JSON.stringify({ skin: 'dark', direction: 'rtl' }))
        },
        { mantineKey: COLOR_SCHEME_KEY, layoutKey: LAYOUT_KEY },
      )
      await page.setViewportSize({ width: 375, height: 740 })
      for (const [index, target] of darkPages.entries()) {
        // The first load starts the app in the new look; the next pages follow inside it.
        if (index === 0) await page.goto(target.path)
        else await navigateInApp(page, target.path)
        await expectGalleryPage(page, target)
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        await expectNoSidewaysScroll(page)
        await expectNoAxeViolations(page)
      }
    })
  }
})

test('each screen is scanned once in each skin and direction', () => {
  const keys = [
    ...screens.map(keyOf),
    ...sections.flatMap((section) =>
      section.pages.flatMap((target) => [
        keyOf({ url: target.path, look: light }),
        ...(target.darkRtl ? [keyOf({ url: target.path, look: darkRtl })] : []),
      ]),
    ),
  ]
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
})

/** Closes the open menus, drawers and dialogs with Escape, one at a time. */
async function closeOverlays(page: Page) {
  const open = page.getByRole('dialog').or(page.getByRole('menu'))
  for (let tries = 0; tries < 3 && (await open.count()) > 0; tries += 1) {
    await page.keyboard.press('Escape')
  }
  await expect(open).toHaveCount(0)
}

/** Brings a loaded screen to the state scanned, checks its look, and scans it. */
async function scan(page: Page, screen: Screen) {
  await expect(page.locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    screen.look.skin === 'dark' ? 'dark' : 'light',
  )
  await expect(page.locator('html')).toHaveAttribute('dir', screen.look.direction)
  await screen.ready(page)
  await screen.open?.(page)
  if (screen.phone) await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
}

/** Sets the width, the look, the browser storage and the account before the first load. */
async function prepare(page: Page, screen: Screen) {
  if (screen.phone) await page.setViewportSize({ width: 375, height: 740 })
  await chooseLook(page, screen.look)
  await screen.before?.(page)
  if (screen.as !== null) await signedIn(page, screen.as ?? 'admin')
}

/** The look, width and account of a screen, as test names say them. */
const setting = (screen: Screen) =>
  `${screen.look.name}${screen.phone ? ', 375 px' : ''}${screen.as === null ? ', signed out' : screen.as === 'client' ? ', client' : ''}`
const nameOf = (screen: Screen) =>
  `${screen.url}${screen.overlay ? ` (${screen.overlay})` : ''}: ${setting(screen)}`

// A screen that stores something before its load, leaves a preference stored or a form with
// unsaved changes, or asks for more sample data (remembered for the tab) is scanned in a test of
// its own, which starts from a context reset to empty storage. The others are scanned one after another in one page per
// account, look and width.
const isAlone = (screen: Screen) =>
  Boolean(screen.before ?? screen.stores ?? screen.unsaved) ||
  new URL(screen.url, 'http://x').searchParams.has('scale')
const alone = screens.filter(isAlone)
const groups = new Map<string, Screen[]>()
for (const screen of screens.filter((row) => !isAlone(row))) {
  const key = [
    screen.as === null ? 'signed out' : (screen.as ?? 'admin'),
    screen.look.name,
    JSON.stringify(screen.look.layout ?? {}),
    screen.phone ? 'phone' : 'desktop',
  ].join('|')
  groups.set(key, [...(groups.get(key) ?? []), screen])
}

/** A group's rows in runs of at most `size`, so that the two workers share them out evenly. */
function runsOf<T>(rows: T[], size: number): T[][] {
  const count = Math.ceil(rows.length / size)
  return Array.from({ length: count }, (_, index) =>
    rows.slice(
      Math.floor((index * rows.length) / count),
      Math.floor(((index + 1) * rows.length) / count),
    ),
  )
}

test.describe('axe, by account, look and width', () => {
  for (const rows of [...groups.values()].flatMap((group) => runsOf(group, 12))) {
    const [first, ...rest] = rows as [Screen, ...Screen[]]
    const title =
      rest.length === 0 ? nameOf(first) : `${first.url} and ${rest.length} more: ${setting(first)}`
    test(title, async ({ page }) => {
      // Each row is reached and scanned in turn, about 1-3 s each on the two-core machine.
      test.setTimeout(20_000 + rows.length * 6_000)
      await prepare(page, first)
      for (const [index, screen] of rows.entries()) {
        await test.step(nameOf(screen), async () => {
          // The first screen starts the app. The next ones follow inside it, as its links do,
          // once what the screen before opened (a menu, a drawer, a dialog) is closed with
          // Escape, as a user closes it.
          const previous = rows[index - 1]
          if (!previous) await page.goto(screen.url)
          else {
            if (previous.open) await closeOverlays(page)
            if (pathOf(page) !== screen.url) await navigateInApp(page, screen.url)
          }
          await scan(page, screen)
        })
      }
    })
  }
})

test.describe('axe, alone', () => {
  for (const screen of alone) {
    test(nameOf(screen), async ({ page }) => {
      await prepare(page, screen)
      await page.goto(screen.url)
      await scan(page, screen)
    })
  }
})
