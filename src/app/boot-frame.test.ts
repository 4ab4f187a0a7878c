import { beforeEach, describe, expect, it } from 'vitest'
import { storedLayoutDefaults } from '@/lib/layout-defaults'
import { drawBootFrame } from './boot-frame'

const root = () => document.getElementById('root') as HTMLElement
const frame = () => root().querySelector('.boot-frame') as HTMLElement

function draw(stored: object | string | null, heading = 'Analytics', size = 'h1') {
  const json = typeof stored === 'string' || stored === null ? stored : JSON.stringify(stored)
  drawBootFrame(root(), heading, size, json, storedLayoutDefaults, NAVBAR_COLOURS)
}

const NAVBAR_COLOURS = { brand: '#9a340c', teal: '#087f5b' }
const header = () => root().querySelector('.boot-frame-header') as HTMLElement

describe('drawBootFrame', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div class="boot-splash" role="status"></div></div>'
  })

  it('draws the frame and the page’s heading, hidden from assistive technology, which keeps the status', () => {
    draw(null, 'Rechnungen', 'h3')
    const heading = root().querySelector('main h1') as HTMLElement
    expect(heading.textContent).toBe('Rechnungen')
    expect(heading.dataset.size).toBe('h3')
    expect(root().querySelectorAll('.boot-frame-header, .boot-frame-menu')).toHaveLength(2)
    expect(frame().getAttribute('aria-hidden')).toBe('true')
    const status = root().querySelector('[role="status"]')
    expect(status?.classList.contains('boot-splash')).toBe(true)
    expect(status?.hasAttribute('data-quiet')).toBe(true)
    expect(root().children).toHaveLength(2)
  })

  it('follows the defaults without stored preferences: the menu collapsed to its rail', () => {
    draw(null)
    expect(frame().dataset).toMatchObject({ skin: 'light', header: 'one-row', menu: 'rail' })
    expect(frame().hasAttribute('data-boxed')).toBe(false)
  })

  it.each([
    [{ menuCollapsed: false }, { menu: 'side', header: 'one-row' }],
    [{ menuLayout: 'horizontal' }, { menu: 'none', header: 'two-rows' }],
    [{ menuHidden: true }, { menu: 'none' }],
    [{ navbarType: 'hidden' }, { header: 'none' }],
    [{ skin: 'semi-dark' }, { skin: 'semi-dark' }],
  ])('stored %j: %j', (stored, expected) => {
    draw(stored)
    expect(frame().dataset).toMatchObject(expected)
  })

  it('colours the top bar as the stored navbar colour, and keeps the skin’s surface for white', () => {
    draw({ navbarColor: 'teal' })
    // As the value was given, or as a browser writes it back.
    expect(['#087f5b', 'rgb(8, 127, 91)']).toContain(header().style.background)
    draw({ navbarColor: 'white' })
    expect(header().style.background).toBe('')
    // A colour the build gave no value for, or a stored value of the wrong kind: the surface.
    draw({ navbarColor: 'toString' })
    expect(header().style.background).toBe('')
    draw({ navbarColor: 3 })
    expect(header().style.background).toBe('')
  })

  it('boxes the content when its width is boxed', () => {
    draw({ contentWidth: 'boxed' })
    expect(frame().hasAttribute('data-boxed')).toBe(true)
  })

  it('takes the default for a damaged value or a field of the wrong type', () => {
    for (const stored of ['{not json', '[]', JSON.stringify({ menuCollapsed: 'no' })]) {
      draw(stored)
      expect(frame().dataset.menu).toBe('rail')
    }
  })

  it('writes the heading as text, never as markup', () => {
    draw(null, '<img src=x onerror="alert(1)">')
    expect(root().querySelector('img')).toBeNull()
    expect(root().querySelector('h1')?.textContent).toBe('<img src=x onerror="alert(1)">')
  })
})
