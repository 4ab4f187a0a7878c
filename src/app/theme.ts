import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core'
import notificationClasses from './notification.module.css'
import { brand, errorColour, focusColour, red, redLightText } from './palette'

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 8 },
  colors: { brand, red },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  // A user who asks the system for less motion gets none: overlays, drawers and menus appear
  // without their fade or slide (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // A link inside a sentence must not be told apart by colour alone (WCAG 1.4.1): on the
    // dark skin the link colour is too close to the text colour, so links are always underlined.
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine's initial-focus placeholder is a focusable role="presentation" element inside
    // role="menu", which ARIA does not allow (axe: aria-required-children); without it the
    // focus goes to the menu, and the arrow keys to its items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A closed select's option list is not drawn. Kept mounted (Mantine's default), every Select
    // placed and watched its hidden list from its first render: about 75 ms of layout work for the
    // invoice list's one filter on a phone. The input names its list only while it is open.
    Combobox: { defaultProps: { keepMounted: false } },
    // A dialog's <header> outside any sectioning element counts as a second banner landmark
    // (axe: landmark-no-duplicate-banner); inside a dialog it is only a heading row.
    // Their close buttons get a name too (axe: button-name); a dialog may give a more specific one.
    Drawer: {
      defaultProps: {
        attributes: { header: { role: 'none' } },
        closeButtonProps: { 'aria-label': 'Close' },
      },
    },
    Modal: {
      defaultProps: {
        attributes: { header: { role: 'none' } },
        closeButtonProps: { 'aria-label': 'Close' },
      },
    },
    // The toast stack starts below the navbar, so that toasts never cover its buttons
    // (src/app/notification.module.css).
    Notifications: { classNames: { root: notificationClasses.stack } },
    // SPEC section 1: the toasts are dark in both skins. Mantine's close button has no name
    // of its own (axe: button-name).
    Notification: {
      classNames: notificationClasses,
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    },
  },
})

/**
 * Mantine's defaults for some text colours miss WCAG AA (4.5:1) for body text;
 * these reach it:
 * - dimmed text: gray 6 on white is 3.3:1, gray 7 8.6:1; dark 2 on the dark body
 *   4.0:1, dark 1 7.8:1;
 * - error messages: red 6 on white is 3.3:1, red 9 5.5:1; red 8 on the dark body
 *   3.4:1, red 4 6.7:1 (`errorColour` in ./palette.ts);
 * - green "light" titles and badges (success): green 9 on its light background is
 *   3.8:1, this darker green 5.3:1;
 * - yellow "light" titles and badges (warnings, such as the map's "No map tiles"): Mantine's
 *   yellow is 2.7:1 on its light background, this dark amber 5.5:1;
 * - red "light" buttons: red 9 is 3.8:1 on their hover background (`redLightText`).
 *
 * `--app-focus-ring` is the colour of every focus ring and of a focused field's border
 * (src/app/styles/global.css): a blue, never taken for an error, at 3:1 or more on each skin's
 * background (Mantine rings in the primary colour, 2.7:1 on the dark body).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const primary = (theme.colors[theme.primaryColor] ?? brand)[9]
  return {
    variables: {
      // The dark scheme's tint of the primary colour, as Mantine computes it for that scheme: the
      // semi-dark skin's menu is dark on a light page (src/components/layout/app-layout.module.css).
      '--app-dark-primary-light': darken(primary, 0.5),
      '--app-dark-primary-light-hover': darken(primary, 0.3),
    },
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': errorColour.light,
      '--app-focus-ring': focusColour.light,
      '--mantine-color-green-light-color': '#237032',
      '--mantine-color-yellow-light-color': '#8a5a00',
      '--mantine-color-red-light-color': redLightText,
    },
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': errorColour.dark,
      '--app-focus-ring': focusColour.dark,
    },
  }
}
