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
    /**
     * The page's `<h1>`, as a catalogue key (`dashboards:analytics.title`, where `{{name}}` is the
     * signed-in user's) and a Mantine heading size: the loading screen draws it in the shell's
     * frame before the app's scripts have run (src/app/boot-frame.ts), where the page then draws
     * its own. Only for a page whose heading is the first thing in its content.
     */
    heading?: { key: string; size: 'h1' | 'h3' }
  }
}
