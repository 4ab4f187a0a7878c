import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { LAYOUT_STORAGE_KEY } from '@/lib/layout-preferences'
import { THEME_COLORS } from './layout-sync'

// public/boot-skin.js runs before the app: it must read the app's layout key and set what the app sets.
const source = readFileSync('public/boot-skin.js', 'utf8')
const runBootScript = () => new Function(source)()
const html = document.documentElement

function resetDocument() {
  localStorage.clear()
  html.removeAttribute('data-mantine-color-scheme')
  html.setAttribute('dir', 'ltr')
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS.light}">`
}
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')

describe('public/boot-skin.js', () => {
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
})
