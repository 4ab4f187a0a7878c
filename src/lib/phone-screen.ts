/**
 * A phone's screen, narrower than Mantine's `sm` breakpoint: there the shell hides its side menu
 * behind a burger (app-layout.tsx) and a chart below the fold waits until it is scrolled to
 * (chart-table.tsx).
 */
export const PHONE_SCREEN = '(max-width: 47.99em)'
