import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, languages } from '@/lib/i18n'
import de from '@/lib/locales/de/shell.json'
import en from '@/lib/locales/en/shell.json'
import fr from '@/lib/locales/fr/shell.json'
import pt from '@/lib/locales/pt/shell.json'
import { LAYOUT_STORAGE_KEY } from '@/lib/layout-preferences'
import { THEME_COLORS } from './layout-sync'

const catalogues = { en, de, fr, pt }

// public/boot-screen.js runs before the app: it must read the app's storage keys and set what the
// app sets, in the catalogues' words.
const source = readFileSync('public/boot-screen.js', 'utf8')
const indexHtml = readFileSync('index.html', 'utf8')
const runBootScript = () => new Function(source)()
const html = document.documentElement
const words = () => document.querySelector('.boot-splash p')

function resetDocument() {
  localStorage.clear()
  html.removeAttribute('data-mantine-color-scheme')
  html.setAttribute('dir', 'ltr')
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}">`
  document.body.innerHTML = `<div class="boot-splash" role="status"><p dir="auto">${catalogues.en.boot.loading}</p></div>`
}
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')

describe('public/boot-screen.js', () => {
  afterEach(resetDocument)

  it('gives the loading screen the stored dark skin, its browser bar colour and right to left', () => {
    resetDocument()
    localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ skin: 'dark', direction: 'rtl' }))
    runBootScript()
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark')
    expect(html.getAttribute('dir')).toBe('rtl')
    expect(themeColor()).toBe(THEME_COLORS.dark)
  })

  it('leaves the light default alone, with nothing or a damaged value stored', () => {
    for (const stored of [null, '{not json', JSON.stringify({ skin: 'semi-dark' })]) {
      resetDocument()
      if (stored !== null) localStorage.setItem(LAYOUT_STORAGE_KEY, stored)
      runBootScript()
      expect(html.hasAttribute('data-mantine-color-scheme')).toBe(false)
      expect(html.getAttribute('dir')).toBe('ltr')
      expect(themeColor()).toBe(THEME_COLORS.light)
    }
  })

  it('does not override a colour scheme the app has already set', () => {
    resetDocument()
    html.setAttribute('data-mantine-color-scheme', 'light')
    localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ skin: 'dark' }))
    runBootScript()
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light')
  })

  it('says "Loading" in the stored language, in the words of its catalogue, marked with its lang', () => {
    expect(indexHtml).toContain(`>${catalogues.en.boot.loading}</p>`)
    for (const language of languages.filter((lang) => lang !== 'en')) {
      resetDocument()
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
      runBootScript()
      expect(words()?.textContent).toBe(catalogues[language].boot.loading)
      expect(words()?.getAttribute('lang')).toBe(language)
    }
  })

  it('says it in the browser’s language when none is stored, a stored one first', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'fr-CA', 'de'])
    resetDocument()
    runBootScript()
    expect(words()?.textContent).toBe(catalogues.fr.boot.loading)
    resetDocument()
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')
    runBootScript()
    expect(words()?.textContent).toBe(catalogues.en.boot.loading)
  })

  it('keeps English for English, an unknown language or an inherited property name', () => {
    for (const stored of ['en', 'xx', 'constructor', '__proto__']) {
      resetDocument()
      localStorage.setItem(LANGUAGE_STORAGE_KEY, stored)
      runBootScript()
      expect(words()?.textContent).toBe(catalogues.en.boot.loading)
      expect(words()?.hasAttribute('lang')).toBe(false)
    }
  })
})
