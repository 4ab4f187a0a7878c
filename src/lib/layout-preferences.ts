import { z } from 'zod/mini'
import { createStore, useStore } from 'zustand'
import { storeItem } from './browser-storage'
import { LAYOUT_STORAGE_KEY, navbarColors, storedLayoutDefaults } from './layout-defaults'

export { LAYOUT_STORAGE_KEY, navbarColors }

export const skins = ['light', 'bordered', 'semi-dark', 'dark'] as const
export const navbarTypes = ['static', 'sticky', 'floating', 'hidden'] as const
export const footerTypes = ['static', 'sticky', 'hidden'] as const

const layoutSchema = z.object({
  skin: z.enum(skins),
  contentWidth: z.enum(['full', 'boxed']),
  direction: z.enum(['ltr', 'rtl']),
  menuLayout: z.enum(['vertical', 'horizontal']),
  menuCollapsed: z.boolean(),
  menuHidden: z.boolean(),
  navbarColor: z.enum(navbarColors),
  navbarType: z.enum(navbarTypes),
  footerType: z.enum(footerTypes),
  scrollToTop: z.boolean(),
})
export type LayoutPreferences = z.infer<typeof layoutSchema>

/** The defaults (src/lib/layout-defaults.ts), checked against the schema's type. */
export const layoutDefaults: LayoutPreferences = storedLayoutDefaults

/** Stored preferences, each field validated on its own: one bad value falls back to its default, not all of them. */
function readStored(): LayoutPreferences {
  let stored: unknown
  try {
    stored = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}')
  } catch {
    return layoutDefaults
  }
  if (typeof stored !== 'object' || stored === null) return layoutDefaults
  const result = { ...layoutDefaults }
  for (const key of Object.keys(layoutDefaults) as (keyof LayoutPreferences)[]) {
    const parsed = layoutSchema.shape[key].safeParse((stored as Record<string, unknown>)[key])
    if (parsed.success) Object.assign(result, { [key]: parsed.data })
  }
  return result
}

export const layoutStore = createStore<LayoutPreferences>(() =>
  typeof localStorage === 'undefined' ? layoutDefaults : readStored(),
)

let applyingStored = false

layoutStore.subscribe((state) => {
  if (!applyingStored) storeItem(LAYOUT_STORAGE_KEY, JSON.stringify(state))
})

// A change made in another tab (or a reset there) shows here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LAYOUT_STORAGE_KEY && event.key !== null) return
    applyingStored = true
    layoutStore.setState(readStored(), true)
    applyingStored = false
  })
}

/** Changes some preferences; every change persists at once. */
export function setLayout(patch: Partial<LayoutPreferences>): void {
  layoutStore.setState(patch)
}

export function resetLayout(): void {
  layoutStore.setState(layoutDefaults, true)
}

/** One layout preference, re-rendering only when it changes. */
export function useLayout<K extends keyof LayoutPreferences>(key: K): LayoutPreferences[K] {
  return useStore(layoutStore, (state) => state[key])
}
