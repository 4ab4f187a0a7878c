import type { LayoutPreferences } from '@/lib/layout-preferences'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Layout choices a page imposes over the user's preferences (the /page-layout demos). */
    layout?: Partial<LayoutPreferences>
    /**
     * The i18n namespaces of the page's own strings (src/lib/locales/<language>/<namespace>.json),
     * asked for as the route starts loading, beside its files; the shell's are always there.
     */
    ns?: readonly string[]
  }
}
