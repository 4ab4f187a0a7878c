// @ts-expect-error: a plain .mjs helper shared with the scripts
import { testChromiumArgs, testChromiumPath } from '../../scripts/chromium-path.mjs'
import { expect, signedIn, sundayOverhang, test, withLayout } from './fixtures'

// Playwright's Chromium hides scrollbars; a desktop browser's take room beside the page, and an
// open dialog's scroll lock (react-remove-scroll) replaces that room with a margin on the body.
test.use({
  launchOptions: {
    executablePath: testChromiumPath() as string | undefined,
    args: testChromiumArgs as string[],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
})

test('right to left on a phone, the add drawer shows whole, its fields from edge to edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await withLayout(page, { direction: 'rtl' })
  await signedIn(page, 'admin')
  await page.goto('/apps/user/list')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // While a dialog is open, the page's scrollbar is replaced by a margin on the body as wide
  // (react-remove-scroll), which once pushed the drawer that far off the screen's left edge.
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(10)
  const scrollbar = await page.evaluate(
    () => window.innerWidth - document.documentElement.clientWidth,
  )
  expect(scrollbar).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Add new user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add new user' })
  await expect(drawer).toBeVisible()
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox()
      return box && [Math.round(box.x), Math.round(box.width)]
    })
    .toEqual([0, 375])
  for (const field of ['Full name', 'Username', 'Email'])
    await expect(drawer.getByRole('textbox', { name: field })).toBeInViewport({ ratio: 1 })
  await expect(drawer.getByText(/letters, digits/)).toBeInViewport({ ratio: 1 })
})

test("the calendar's month grid leaves room for the page's scrollbar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedIn(page, 'admin')
  await page.goto('/apps/calendar?view=month')
  await expect(page.locator('.fc-event').first()).toBeVisible()
  // The page grew taller than the window as the calendar drew: its scrollbar took 15 px or so
  // from the calendar's box after FullCalendar had measured it.
  expect(
    await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
  ).toBeGreaterThan(0)
  await expect.poll(() => sundayOverhang(page)).toBeLessThanOrEqual(0)
})
