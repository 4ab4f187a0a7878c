import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, LANGUAGE_KEY, signedIn, test } from './fixtures'

/**
 * The language sweep: the main page of every app and area, in German, French and Portuguese,
 * shows none of the English interface words. Those words are the English catalogue itself
 * (src/lib/locales/en), so the sweep grows with it: for a page in language L, a word to look for
 * is the English value of a key of the namespaces the page loads (its routes' and, signed in,
 * the shell's) whose L value differs. A value is read without its <tags>, case-sensitive. A
 * one-word value, or one with {{placeholders}} (each standing for anything), must make up a whole
 * line of the page's visible text or a whole aria-label, title, placeholder, alt or document
 * title: "Save" opening a sentence of sample data is no finding. A phrase of two words or more
 * between placeholders counts anywhere ("results found"). A value under four letters, or one L's
 * own catalogue writes too ("Dashboard", "Chat"), proves nothing and is left out. Sample data
 * stays as written: a data string that is also an English value is in its page's allow-list,
 * with why. docs/i18n.md (Guards) has the rules.
 */

const translations = ['de', 'fr', 'pt'] as const
type Translation = (typeof translations)[number]
const languageNames: Record<Translation, string> = {
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
}

interface Sweep {
  path: string
  /** What shows once the page's lazy parts are in, beyond its heading and data (`settled`). */
  ready?: (page: Page) => Promise<void>
  /** Data strings that are also English catalogue values, each with the reason in a comment. */
  allow?: string[]
  /** A page outside the signed-in shell: its language is switched by the stored key and a reload. */
  guest?: true
}

const shows = (selector: string) => async (page: Page) => {
  await expect(page.locator(selector).first()).toBeVisible()
}
const listed = (role: 'listitem' | 'link') => async (page: Page) => {
  await expect(page.getByRole('main').getByRole(role).first()).toBeVisible()
}

/** The page is drawn with its data: a heading, and no loader, skeleton or busy region left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(
    page.locator('[aria-busy="true"], .mantine-Skeleton-root[data-visible], .mantine-Loader-root'),
  ).toHaveCount(0)
}

const pages: Sweep[] = [
  { path: '/', ready: shows('main [data-chart] svg') },
  { path: '/dashboard/analytics', ready: shows('main [data-chart] svg') },
  { path: '/apps/email', ready: listed('listitem') },
  { path: '/apps/chat', ready: listed('link') },
  { path: '/apps/todo', ready: listed('listitem') },
  { path: '/apps/calendar', ready: shows('.fc-event') },
  { path: '/apps/user/list', ready: shows('main tbody tr') },
  { path: '/apps/user/view/5', ready: shows('main table') },
  { path: '/apps/invoice/list', ready: shows('main tbody tr') },
  { path: '/apps/invoice/preview/5010', ready: shows('main table') },
  {
    path: '/apps/invoice/add',
    ready: shows('main form textarea, main form input'),
  },
  { path: '/apps/ecommerce/shop', ready: shows('main article') },
  { path: '/apps/ecommerce/checkout' },
  { path: '/pages/account-settings', ready: shows('main form') },
  { path: '/pages/profile' },
  { path: '/pages/faq', ready: shows('main [role="tabpanel"] button') },
  { path: '/pages/knowledge-base', ready: shows('main article h2') },
  // The plans' names are sample data, as a product's.
  { path: '/pages/pricing', allow: ['Basic'] },
  { path: '/pages/blog/list', ready: shows('main article') },
  { path: '/cards/statistics', ready: shows('main [data-chart] svg') },
  { path: '/datatables/basic', ready: shows('main tbody tr td') },
  { path: '/components/alerts' },
  { path: '/forms/form-layout' },
  { path: '/extensions/dialogs' },
  { path: '/ui-element/typography' },
  { path: '/login', guest: true },
  { path: '/misc/coming-soon', guest: true },
]

const locales = new URL('../../src/lib/locales/', import.meta.url)

const catalogues = new Map<string, Map<string, string>>()

/** A catalogue's values by their dotted key (read once). */
function catalogue(language: string, namespace: string): Map<string, string> {
  const file = `${language}/${namespace}.json`
  const known = catalogues.get(file)
  if (known) return known
  const values = new Map<string, string>()
  catalogues.set(file, values)
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') values.set(key, node)
    else if (node && typeof node === 'object')
      for (const [name, child] of Object.entries(node)) walk(child, key ? `${key}.${name}` : name)
  }
  walk(JSON.parse(readFileSync(new URL(file, locales), 'utf8')), '')
  return values
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0
/** A value as a reader sees it: its tags' words without the tags, spaces collapsed. */
const plain = (value: string) =>
  value
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const placeholder = /\{\{[^}]*\}\}/

interface Pattern {
  pattern: RegExp
  /** Its longest literal part: text without it cannot match (a cheap test before the pattern). */
  needle: string
}

interface Word extends Pattern {
  /** The English value or phrase. */
  english: string
  /** namespace:key of the value it comes from. */
  source: string
}

const longest = (parts: string[]) => parts.reduce((a, b) => (b.length > a.length ? b : a), '')
const matches = ({ needle, pattern }: Pattern, text: string) =>
  text.includes(needle) && pattern.test(text)

/**
 * The patterns an English value gives. The whole value, its placeholders standing for anything,
 * must make up a whole line of text or a whole attribute: a one-word label ("Save") in a sentence
 * of sample data is not a finding. A phrase of two words or more between its placeholders is
 * looked for anywhere ("results found" in "30 results found").
 */
function patterns(
  value: string,
): { whole: Pattern; phrases: (Pattern & { english: string })[] } | undefined {
  const parts = plain(value).split(placeholder)
  if (letters(parts.join('')) < 4) return undefined
  const phrases = parts
    .map((part) => part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((part) => part.includes(' ') && letters(part) >= 4)
    .map((part) => ({
      english: part,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(part)}(?![\\p{L}\\p{N}])`, 'u'),
      needle: part,
    }))
  const whole = {
    pattern: new RegExp(`^${parts.map(escape).join('.+?')}$`, 'u'),
    needle: longest(parts),
  }
  return { whole, phrases }
}

const wordLists = new Map<string, Word[]>()

/** The English words a page of these namespaces must not show in `language` (worked out once). */
function englishWords(language: Translation, namespaces: string[]): Word[] {
  const list = `${language}:${namespaces.join()}`
  const known = wordLists.get(list)
  if (known) return known
  // What the language's own catalogue writes proves nothing ("Dashboard", "Chat", "Blog").
  const own = namespaces.flatMap((ns) => [...catalogue(language, ns).values()].map(plain))
  const words: Word[] = []
  for (const ns of namespaces) {
    const translated = catalogue(language, ns)
    for (const [key, value] of catalogue('en', ns)) {
      if (translated.get(key) === value) continue
      const found = patterns(value)
      if (!found) continue
      const source = `${ns}:${key}`
      if (!own.some((text) => matches(found.whole, text)))
        words.push({ english: plain(value), ...found.whole, source })
      for (const phrase of found.phrases)
        if (!own.some((text) => matches(phrase, text))) words.push({ ...phrase, source })
    }
  }
  wordLists.set(list, words)
  return words
}

/**
 * What the page says, line by line: its visible text (a block or a table cell starts a line), the
 * attributes read aloud or shown, and its title.
 */
async function pageLines(page: Page): Promise<{ where: string; line: string }[]> {
  const lines = await page.evaluate(() => {
    const found = document.body.innerText.split(/[\n\t]/).map((line) => ({ where: 'text', line }))
    found.push({ where: 'document title', line: document.title })
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      for (const element of document.querySelectorAll(`[${name}]`))
        found.push({
          where: `${name} of <${element.localName}>`,
          line: element.getAttribute(name) ?? '',
        })
    return found
  })
  return lines
    .map(({ where, line }) => ({ where, line: line.replace(/\s+/g, ' ').trim() }))
    .filter(({ line }) => line)
}

/** The namespaces the open page loads: its routes' and, inside the signed-in shell, the shell's. */
async function pageNamespaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { __TSR_ROUTER__: router } = window as unknown as {
      __TSR_ROUTER__: {
        state: { matches: { routeId: string; staticData: { ns?: readonly string[] } }[] }
      }
    }
    const { matches } = router.state
    const shell = matches.some((match) => match.routeId === '/_app') ? ['shell', 'messages'] : []
    return [...new Set([...shell, ...matches.flatMap((match) => match.staticData.ns ?? [])])]
  })
}

/** The English words found on the page, each with where it stands. */
async function englishOn(page: Page, language: Translation, allow: string[]): Promise<string[]> {
  const words = englishWords(language, await pageNamespaces(page)).filter(
    ({ english }) => !allow.includes(english),
  )
  const findings = new Set<string>()
  for (const { where, line } of await pageLines(page)) {
    const word = words.find((candidate) => matches(candidate, line))
    if (word)
      findings.add(`"${word.english}" (${word.source}) in ${where}: "${line.slice(0, 100)}"`)
  }
  return [...findings]
}

/** Switches the language as a user does: the navbar's menu, or a guest page's stored choice. */
async function speak(page: Page, sweep: Sweep, language: Translation) {
  if (sweep.guest) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: LANGUAGE_KEY,
      value: language,
    })
    await page.reload()
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /: (English|Deutsch|Français|Português)$/ })
      .click()
    await page.getByRole('menuitem', { name: languageNames[language] }).click()
    await expect(page.getByRole('menu')).toHaveCount(0)
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

test.describe('no English words in German, French or Portuguese', () => {
  for (const sweep of pages) {
    test(sweep.path, async ({ page }) => {
      await page.addInitScript((key) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, 'de')
      }, LANGUAGE_KEY)
      if (!sweep.guest) await signedIn(page, 'admin')
      await page.goto(sweep.path)
      for (const language of translations) {
        if (language !== 'de') await speak(page, sweep, language)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await settled(page)
        await sweep.ready?.(page)
        expect
          .soft(
            await englishOn(page, language, sweep.allow ?? []),
            `English on ${sweep.path} in ${language}`,
          )
          .toEqual([])
      }
    })
  }
})
