import type { LayoutPreferences } from '@/lib/layout-preferences'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Layout choices a page imposes over the user's preferences (the /page-layout demos). */
    layout?: Partial<LayoutPreferences>
  }
}
