import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The gallery's pages by menu section, as a11y.spec.ts walks them: each is
 * reached from the side menu and scanned once in the light skin; those marked
 * `darkRtl` are scanned once more in the dark skin, right to left, at 375 px.
 */
export interface GalleryPage {
  path: string
  heading: string
  darkRtl?: boolean
  /** The auto-complete page is one demo, not a set of titled demo regions. */
  singleDemo?: boolean
  /** What shows once the page's lazy parts are in, beyond its heading. */
  ready?: (page: Page) => Promise<void>
  /** An overlay the light scan covers too (a dialog, a tooltip, a suggestion list). */
  overlay?: (page: Page) => Promise<void>
}

export interface Section {
  name: string
  /** The menu groups to open; pages outside any group are top-level links. */
  groups: string[]
  pages: GalleryPage[]
  /** Each /components page shows at least this many titled demo regions. */
  minRegions?: number
}

const editorLoaded = (page: Page) =>
  expect(page.getByLabel('Menu description: loading the editor')).toHaveCount(0)

export const sections: Section[] = [
  {
    name: 'components',
    groups: ['Components'],
    minRegions: 3,
    pages: [
      { path: '/components/alerts', heading: 'Alerts', darkRtl: true },
      {
        path: '/components/auto-complete',
        heading: 'Autocomplete',
        singleDemo: true,
        overlay: async (page) => {
          await page.getByRole('combobox', { name: 'Dish' }).fill('pizza')
          await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
        },
      },
      { path: '/components/avatar', heading: 'Avatar' },
      { path: '/components/badges', heading: 'Badges', darkRtl: true },
      { path: '/components/block-ui', heading: 'Block UI' },
      { path: '/components/breadcrumbs', heading: 'Breadcrumbs' },
      { path: '/components/buttons', heading: 'Buttons', darkRtl: true },
      { path: '/components/carousel', heading: 'Carousel', darkRtl: true },
      { path: '/components/collapse', heading: 'Collapse' },
      { path: '/components/divider', heading: 'Divider' },
      { path: '/components/dropdowns', heading: 'Dropdowns' },
      { path: '/components/list-group', heading: 'List group', darkRtl: true },
      { path: '/components/media-objects', heading: 'Media objects' },
      {
        path: '/components/modals',
        heading: 'Modals',
        overlay: async (page) => {
          await page.getByRole('button', { name: 'Cancel reservation #1042' }).click()
          await expect(page.getByRole('dialog', { name: 'Cancel this reservation?' })).toBeVisible()
        },
      },
      { path: '/components/navs', heading: 'Navs' },
      { path: '/components/pagination', heading: 'Pagination', darkRtl: true },
      { path: '/components/pill-badges', heading: 'Pill badges', darkRtl: true },
      { path: '/components/pills', heading: 'Pills' },
      { path: '/components/popovers', heading: 'Popovers' },
      { path: '/components/progress', heading: 'Progress' },
      { path: '/components/spinners', heading: 'Spinners' },
      { path: '/components/tabs', heading: 'Tabs', darkRtl: true },
      { path: '/components/timeline', heading: 'Timeline', darkRtl: true },
      { path: '/components/toasts', heading: 'Toasts' },
      {
        path: '/components/tooltips',
        heading: 'Tooltips',
        overlay: async (page) => {
          await page.getByRole('button', { name: 'Print ticket' }).hover()
          await expect(page.getByRole('tooltip', { name: 'Print ticket' })).toBeVisible()
        },
      },
    ],
  },
  {
    name: 'form elements and UI elements',
    groups: ['Form Elements'],
    pages: [
      { path: '/forms/input', heading: 'Input' },
      { path: '/forms/input-group', heading: 'Input group', darkRtl: true },
      { path: '/forms/input-mask', heading: 'Input mask' },
      { path: '/forms/textarea', heading: 'Textarea' },
      { path: '/forms/checkbox', heading: 'Checkbox' },
      { path: '/forms/radio', heading: 'Radio' },
      { path: '/forms/switch', heading: 'Switch' },
      { path: '/forms/select', heading: 'Select', darkRtl: true },
      { path: '/forms/number-input', heading: 'Number input' },
      { path: '/forms/file-uploader', heading: 'File uploader', darkRtl: true },
      { path: '/forms/editor', heading: 'Editor', ready: editorLoaded },
      { path: '/forms/pickers', heading: 'Date and time pickers', darkRtl: true },
      { path: '/forms/form-layout', heading: 'Form layout' },
      { path: '/forms/form-wizard', heading: 'Form wizard' },
      { path: '/forms/form-validation', heading: 'Form validation', darkRtl: true },
      { path: '/forms/form-repeater', heading: 'Form repeater', darkRtl: true },
      { path: '/ui-element/typography', heading: 'Typography' },
      { path: '/ui-element/colors', heading: 'Colors', darkRtl: true },
      { path: '/ui-element/icons', heading: 'Icons', darkRtl: true },
    ],
  },
  {
    name: 'extensions',
    groups: ['Extensions'],
    pages: [
      { path: '/extensions/dialogs', heading: 'Dialogs', darkRtl: true },
      { path: '/extensions/toasts', heading: 'Toast queue', darkRtl: true },
      { path: '/extensions/sliders', heading: 'Sliders', darkRtl: true },
      { path: '/extensions/drag-and-drop', heading: 'Drag and drop', darkRtl: true },
      {
        path: '/extensions/tour',
        heading: 'Tour',
        darkRtl: true,
        overlay: async (page) => {
          await page.getByRole('button', { name: 'Start the tour' }).click()
          await expect(page.getByRole('dialog', { name: 'Search orders' })).toBeVisible()
        },
      },
      { path: '/extensions/clipboard', heading: 'Clipboard', darkRtl: true },
      { path: '/extensions/media-player', heading: 'Media player', darkRtl: true },
      { path: '/extensions/context-menu', heading: 'Context menu', darkRtl: true },
      { path: '/extensions/swiper', heading: 'Swiper', darkRtl: true },
      { path: '/extensions/ratings', heading: 'Ratings', darkRtl: true },
      { path: '/extensions/pagination', heading: 'Page navigation', darkRtl: true },
      { path: '/extensions/i18n', heading: 'Internationalisation', darkRtl: true },
      {
        path: '/extensions/import-export',
        heading: 'Import and export',
        darkRtl: true,
        ready: tableShown,
      },
    ],
  },
  {
    name: 'tables, charts, map and access control',
    groups: ['Datatables'],
    pages: [
      { path: '/tables/basic', heading: 'Tables', darkRtl: true, ready: tableShown },
      {
        path: '/datatables/basic',
        heading: 'Basic data table',
        darkRtl: true,
        ready: tableShown,
      },
      {
        path: '/datatables/advance',
        heading: 'Advanced data table',
        darkRtl: true,
        ready: tableShown,
      },
      { path: '/charts/gallery', heading: 'Charts', darkRtl: true },
      { path: '/maps/leaflet', heading: 'Leaflet map', darkRtl: true },
      { path: '/access-control', heading: 'Access control' },
    ],
  },
]

async function tableShown(page: Page) {
  await expect(page.getByRole('table').first()).toBeVisible()
}
