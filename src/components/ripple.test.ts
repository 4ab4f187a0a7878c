import { installRipple, RIPPLE_MS } from './ripple'

function button(className = 'mantine-Button-root', attributes: Record<string, string> = {}) {
  const element = document.createElement('button')
  element.className = className
  element.innerHTML = '<span class="inner">Save</span>'
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

function press(target: Element, init: PointerEventInit = {}) {
  target.dispatchEvent(
    new PointerEvent('pointerdown', { bubbles: true, button: 0, clientX: 10, clientY: 5, ...init }),
  )
}

const ripples = (element: Element) => element.querySelectorAll('.tavola-ripple')

let uninstall: () => void
beforeEach(() => {
  vi.useFakeTimers()
  uninstall = installRipple()
})
afterEach(() => {
  uninstall()
  document.body.innerHTML = ''
})

describe('ripple', () => {
  it('lasts 500 ms (SPEC section 9)', () => {
    expect(RIPPLE_MS).toBe(500)
  })

  it('adds a hidden ripple to a pressed Mantine button, also when its content is pressed, and removes it after 500 ms', () => {
    const element = button()
    const inner = element.querySelector('.inner')
    if (!inner) throw new Error('the button has no content')
    press(inner)
    expect(ripples(element)).toHaveLength(1)
    expect(ripples(element)[0]).toHaveAttribute('aria-hidden', 'true')
    vi.advanceTimersByTime(RIPPLE_MS + 100)
    expect(ripples(element)).toHaveLength(0)
  })

  it('works for ActionIcons and [data-ripple] elements', () => {
    const icon = button('mantine-ActionIcon-root')
    const marked = button('', { 'data-ripple': '' })
    press(icon)
    press(marked)
    expect(ripples(icon)).toHaveLength(1)
    expect(ripples(marked)).toHaveLength(1)
  })

  it('leaves other elements, disabled buttons and other mouse buttons alone', () => {
    const plain = button('plain')
    const disabled = button()
    disabled.disabled = true
    const dataDisabled = button('mantine-Button-root', { 'data-disabled': 'true' })
    const other = button()
    press(plain)
    press(disabled)
    press(dataDisabled)
    press(other, { button: 2 })
    expect(document.querySelectorAll('.tavola-ripple')).toHaveLength(0)
  })

  it('respects prefers-reduced-motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    )
    const element = button()
    press(element)
    expect(ripples(element)).toHaveLength(0)
  })

  it('installs once however often it is called', () => {
    installRipple()
    const element = button()
    press(element)
    expect(ripples(element)).toHaveLength(1)
  })
})
