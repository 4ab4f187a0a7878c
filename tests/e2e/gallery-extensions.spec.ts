import type { Page } from '@playwright/test'
import {
  COLOR_SCHEME_KEY,
  expect,
  expectNoAxeViolations,
  LAYOUT_KEY,
  mapTiles,
  serveTiles,
  signedIn,
  test,
  withLayout,
} from './fixtures'

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
}

/** A tour step's popover (the one closing may still be on screen a moment). */
const step = (page: Page, title: string) => page.getByRole('dialog', { name: title })

async function darkRtl(page: Page) {
  await page.addInitScript(
    ({ mantineKey, layoutKey }) => {
      localStorage.setItem(mantineKey, 'dark')
      localStorage.setItem(layoutKey, JSON.stringify({ skin: 'dark', direction: 'rtl' }))
    },
    { mantineKey: COLOR_SCHEME_KEY, layoutKey: LAYOUT_KEY },
  )
}

test.describe('Charts, map and extensions', () => {
  test.beforeEach(async ({ page }) => {
    await serveTiles(page)
    await signedIn(page, 'admin')
  })

  test('charts draw in the dark skin with a table of their figures', async ({ page }) => {
    await darkRtl(page)
    await open(page, '/charts/gallery', 'Charts')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    // Eight sections, each with its drawing (hidden from screen readers) and its table. A chart
    // draws as it comes near the screen, so each section is scrolled to first.
    const sections = page.locator('section')
    for (const section of await sections.all()) await section.scrollIntoViewIfNeeded()
    await expect(page.locator('section svg.recharts-surface').first()).toBeVisible()
    await expect
      .poll(() => page.locator('section svg.recharts-surface').count())
      .toBeGreaterThanOrEqual(8)
    await expect(page.getByRole('table', { name: 'Guest review scores out of 5' })).toContainText(
      'Service',
    )
    // Axis text follows the theme's (light on dark) text colour.
    const tick = page.locator('.recharts-cartesian-axis-tick-value').first()
    const fill = await tick.evaluate((node) => getComputedStyle(node).fill)
    expect(fill).not.toBe('rgb(0, 0, 0)')
  })

  test('the map lists its places and says so when tiles cannot load', async ({
    page,
    consoleGuard,
  }) => {
    // The blocked request is the point of this test; the browser logs it.
    consoleGuard.allowConsoleError(/Failed to load resource/)
    await page.unroute(mapTiles)
    await page.route(mapTiles, (route) => route.abort())
    await open(page, '/maps/leaflet', 'Leaflet map')
    await expect(
      page.getByText('Map tiles could not load; the markers and delivery zone are listed below.'),
    ).toBeVisible()
    const list = page.getByRole('list', { name: 'Restaurants on the map' })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list).toContainText('Rua Garrett 42')
    // The markers still work: one opens its popup.
    await page.getByRole('button', { name: 'Tavola Alfama' }).click()
    await expect(page.locator('.leaflet-popup')).toContainText('Rua de São Miguel 17')
    // The browser asks for reduced motion (playwright.config.ts), so the popup opens without
    // Leaflet's fade, which would otherwise be read half-transparent.
    await expect(page.locator('.leaflet-container')).not.toHaveClass(/leaflet-fade-anim/)
    await expect(page.locator('path.leaflet-interactive')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await expect(page.locator('img.leaflet-tile')).toHaveCount(0)
    // The notice reads clearly: its title reaches AA contrast (it was yellow on pale yellow).
    await expectNoAxeViolations(page)
  })

  test('the map shows tiles when the tile server answers', async ({ page }) => {
    await open(page, '/maps/leaflet', 'Leaflet map')
    await expect(page.locator('img.leaflet-tile').first()).toBeAttached()
    await expect(page.getByText(/Map tiles could not load/)).toHaveCount(0)
  })

  test('the map fills its box with tiles after the side menu folds', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await withLayout(page, { menuCollapsed: false })
    await open(page, '/maps/leaflet', 'Leaflet map')
    const map = page.locator('.leaflet-container')
    await expect(page.locator('img.leaflet-tile').first()).toBeAttached()
    const before = await map.boundingBox()
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    // The map's box grows by the menu's width; Leaflet, told, draws tiles into the new part.
    await expect
      .poll(async () => (await map.boundingBox())?.width)
      .toBeGreaterThan((before?.width ?? 0) + 100)
    await expect
      .poll(() =>
        map.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const [x, y] = [box.right - 20, box.top + box.height / 2]
          return [...element.querySelectorAll('img.leaflet-tile-loaded')].some((tile) => {
            const area = tile.getBoundingClientRect()
            return area.left <= x && x <= area.right && area.top <= y && y <= area.bottom
          })
        }),
      )
      .toBe(true)
  })

  test('the confirm dialog reports confirm and cancel; the alert dialog its acknowledgement', async ({
    page,
  }) => {
    await open(page, '/extensions/dialogs', 'Dialogs')
    const result = page.getByRole('status', { name: 'Confirm dialog result' })
    await page.getByRole('button', { name: 'Delete order #1042' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete order #1042?' })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(result).toHaveText('Cancelled: order #1042 was kept.')

    await page.getByRole('button', { name: 'Delete order #1042' }).click()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(result).toHaveText('Cancelled: order #1042 was kept.')

    await page.getByRole('button', { name: 'Delete order #1042' }).click()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(result).toHaveText('Confirmed: order #1042 was deleted.')

    await page.getByRole('button', { name: 'Show the alert' }).click()
    await page
      .getByRole('dialog', { name: 'Kitchen closes in 15 minutes' })
      .getByRole('button', { name: 'OK' })
      .press('Enter')
    await expect(page.getByRole('status', { name: 'Alert dialog result' })).toHaveText(
      'Acknowledged.',
    )
  })

  test('toasts queue behind the two on screen', async ({ page }) => {
    await open(page, '/extensions/toasts', 'Toast queue')
    await page.getByRole('button', { name: 'Show five toasts' }).click()
    const toasts = page.locator('.mantine-Notification-root')
    await expect(toasts).toHaveCount(2)
    await expect(toasts.first()).toContainText('Toast')
    await page.getByRole('button', { name: 'Close all' }).click()
    await expect(toasts).toHaveCount(0)
  })

  test('the prep list reorders from the keyboard and by dragging', async ({ page }) => {
    await open(page, '/extensions/drag-and-drop', 'Drag and drop')
    const items = page.getByRole('list', { name: 'Prep tasks' }).getByRole('listitem')
    await expect(items.first()).toContainText('Start the veal stock')

    await page.getByRole('button', { name: /^Reorder Start the veal stock/ }).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(2)).toContainText('Start the veal stock')
    await expect(page.getByRole('button', { name: /^Reorder Start the veal stock/ })).toBeFocused()
    await expect(page.getByRole('status')).toHaveText(
      'Start the veal stock moved to position 3 of 5.',
    )

    await page.getByRole('button', { name: 'Move Set the panna cotta up' }).click()
    await expect(items.nth(3)).toContainText('Set the panna cotta')

    await items.nth(4).dragTo(items.nth(0))
    await expect(items.nth(0)).toContainText('Reduce the tomato sauce')
  })

  test('the tour steps forward and back, and Escape ends it', async ({ page }) => {
    await open(page, '/extensions/tour', 'Tour')
    const start = page.getByRole('button', { name: 'Start the tour' })
    await start.click()
    await expect(page.getByRole('dialog', { name: 'Search orders' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Order status' })).toBeVisible()
    await step(page, 'Order status').getByRole('button', { name: 'Back' }).click()
    await expect(page.getByRole('dialog', { name: 'Search orders' })).toBeVisible()
    await step(page, 'Search orders').getByRole('button', { name: 'Next' }).click()
    await step(page, 'Order status').getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('dialog', { name: 'Send to the kitchen' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(start).toBeFocused()
    await expect(page.getByText('Tour closed.')).toBeVisible()

    await start.click()
    await step(page, 'Search orders').getByRole('button', { name: 'Skip' }).click()
    await expect(page.getByText('Tour skipped.')).toBeVisible()
  })

  test('copies text and confirms it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await open(page, '/extensions/clipboard', 'Clipboard')
    await page.getByRole('textbox', { name: 'Text to copy' }).fill('Table 9: no nuts')
    await page.getByRole('button', { name: 'Copy text' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Table 9: no nuts')
    // The confirmation goes after two seconds.
    await expect(page.getByRole('button', { name: 'Copy text' })).toBeVisible({ timeout: 4000 })
  })

  test('the context menu opens from the keyboard and by right-click, and its actions work', async ({
    page,
  }) => {
    await open(page, '/extensions/context-menu', 'Context menu')
    const order = page.getByRole('button', { name: /Order #1042/ })
    await order.focus()
    await page.keyboard.press('Shift+F10')
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Mark as ready' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('status', { name: 'Last action' })).toHaveText(
      'Order #1042 marked as ready.',
    )
    await expect(order).toContainText('Ready')
    await expect(order).toBeFocused()

    await page.getByRole('button', { name: /Order #1044/ }).click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Cancel order' }).click()
    await expect(page.getByRole('status', { name: 'Last action' })).toHaveText(
      'Order #1044 cancelled.',
    )
  })

  test('a rating changes with the arrow keys', async ({ page }) => {
    await open(page, '/extensions/ratings', 'Ratings')
    const status = page.getByRole('status', { name: 'Your rating' })
    await expect(status).toHaveText('3 of 5')
    await page.locator('input[name="dish-rating"]:checked').focus()
    // The arrow keys move between the stars, Space chooses.
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    await expect(status).toHaveText('4 of 5')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Space')
    await expect(status).toHaveText('2 of 5')
  })

  test('a slider moves with the keyboard', async ({ page }) => {
    await open(page, '/extensions/sliders', 'Sliders')
    const spice = page.getByRole('slider', { name: 'Spice level' })
    await spice.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText('Spice level: 55%')).toBeVisible()
    await page.keyboard.press('End')
    await expect(page.getByText('Spice level: 100%')).toBeVisible()
  })

  test('pagination drives the list', async ({ page }) => {
    await open(page, '/extensions/pagination', 'Page navigation')
    await expect(page.getByText('Showing 1 to 5 of 47')).toBeVisible()
    await page
      .getByRole('region', { name: 'Default' })
      .getByRole('button', { name: 'Next page' })
      .click()
    await expect(page.getByText('Showing 6 to 10 of 47')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Dishes' })).toContainText('Dish 6')
  })

  test('the media players have sources and captions, and the clip plays at once', async ({
    page,
  }) => {
    // A browser that cannot record video (no MediaRecorder) still has a clip to play.
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'MediaRecorder')
    })
    await open(page, '/extensions/media-player', 'Media player')
    await expect(page.locator('audio[aria-label="Kitchen bell chime"]')).toHaveAttribute(
      'src',
      /^data:audio\/wav;base64,/,
    )
    const video = page.getByRole('region', { name: 'Video with captions' }).locator('video')
    await expect(video).toHaveAccessibleName('Sample clip: a plate garnished at the pass')
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en')
    // Its four seconds are known from the file's metadata, so the player can seek.
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.duration))
      .toBeCloseTo(4, 1)
    await video.evaluate((node: HTMLVideoElement) => {
      node.muted = true
      return node.play()
    })
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.currentTime))
      .toBeGreaterThan(0)
  })

  test('the language switch shows the menu in German and back in English', async ({ page }) => {
    await open(page, '/extensions/i18n', 'Internationalisation')
    // The page's own words switch too, the list's name with them.
    const labels = page.getByRole('list', { name: 'Menu labels in the current language' })
    await expect(labels).toContainText('Home')
    await page.getByText('Deutsch', { exact: true }).first().click()
    await expect(
      page.getByRole('list', { name: 'Menübeschriftungen in der aktuellen Sprache' }),
    ).toContainText('Startseite')
    await expect(page.getByRole('heading', { name: 'Sprache wechseln' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // The side menu follows.
    await expect(page.getByRole('link', { name: 'E-Mail', exact: true }).first()).toBeVisible()
    await page.getByText('English', { exact: true }).first().click()
    await expect(labels).toContainText('Home')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'Email', exact: true }).first()).toBeVisible()
  })
})

test('the access-control page shows the client its abilities and the read-ACL card', async ({
  page,
}) => {
  await signedIn(page, 'client')
  await page.goto('/access-control')
  await expect(page.getByRole('table', { name: 'Rules granted to this account' })).toContainText(
    'ACL',
  )
  await expect(
    page.getByText('This card is shown only to accounts that may read ACL.'),
  ).toBeVisible()
})
