const KEY = 'tavola.layout'

async function freshStore(stored?: string) {
  localStorage.clear()
  if (stored !== undefined) localStorage.setItem(KEY, stored)
  vi.resetModules()
  return import('./layout-preferences')
}

describe('layout preferences', () => {
  it('start from SPEC section 9 defaults', async () => {
    const { layoutStore, layoutDefaults } = await freshStore()
    expect(layoutStore.getState()).toEqual(layoutDefaults)
    expect(layoutDefaults).toMatchObject({
      skin: 'light',
      direction: 'ltr',
      menuLayout: 'vertical',
      contentWidth: 'full',
      menuCollapsed: true,
      navbarColor: 'white',
      navbarType: 'sticky',
      footerType: 'static',
      scrollToTop: true,
    })
  })

  it('persist every change and read it back on the next load', async () => {
    const first = await freshStore()
    first.setLayout({ skin: 'dark', direction: 'rtl' })
    const stored = localStorage.getItem(KEY)
    const second = await freshStore(stored ?? undefined)
    expect(second.layoutStore.getState()).toMatchObject({
      skin: 'dark',
      direction: 'rtl',
      menuLayout: 'vertical',
    })
  })

  it('keep the good fields of a stored copy and default the bad ones, one by one', async () => {
    const { layoutStore } = await freshStore(
      JSON.stringify({
        skin: 'neon',
        direction: 'rtl',
        menuCollapsed: 'yes',
        navbarType: 'floating',
        extra: 1,
      }),
    )
    expect(layoutStore.getState()).toMatchObject({
      skin: 'light',
      direction: 'rtl',
      menuCollapsed: true,
      navbarType: 'floating',
    })
    expect(layoutStore.getState()).not.toHaveProperty('extra')
  })

  it.each(['not json', 'null', '[1,2]', '42'])(
    'fall back to the defaults when storage holds %s',
    async (raw) => {
      const { layoutStore, layoutDefaults } = await freshStore(raw)
      expect(layoutStore.getState()).toEqual(layoutDefaults)
    },
  )

  it('reset to the defaults, in memory and in storage', async () => {
    const { setLayout, resetLayout, layoutStore, layoutDefaults } = await freshStore()
    setLayout({ skin: 'semi-dark', footerType: 'hidden', menuHidden: true })
    resetLayout()
    expect(layoutStore.getState()).toEqual(layoutDefaults)
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual(layoutDefaults)
  })

  it('follow a change made in another tab, without writing it back', async () => {
    const { layoutStore } = await freshStore()
    const written = JSON.stringify({ skin: 'dark', menuLayout: 'horizontal' })
    localStorage.setItem(KEY, written)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: written }))
    expect(layoutStore.getState()).toMatchObject({
      skin: 'dark',
      menuLayout: 'horizontal',
      direction: 'ltr',
    })
    expect(setItem).not.toHaveBeenCalled()
  })
})
