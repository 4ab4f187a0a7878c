import { AbilityProvider } from '@casl/react'
import { DirectionProvider, MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useCurrentAbility } from '@/lib/ability'
import { LanguageProvider } from '@/lib/language-provider'
import { layoutStore, useLayout } from '@/lib/layout-preferences'
import { LayoutSync } from './layout-sync'
import { Toasts } from './toasts'
import { cssVariablesResolver, theme } from './theme'

function CurrentAbilityProvider({ children }: { children: ReactNode }) {
  return <AbilityProvider value={useCurrentAbility()}>{children}</AbilityProvider>
}

/** Everything every page needs: language, theme, direction, toasts (top-right, 3 s, 2 at once), data and ability. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <LanguageProvider>
      <DirectionProvider
        initialDirection={layoutStore.getState().direction}
        detectDirection={false}
      >
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          forceColorScheme={useLayout('skin') === 'dark' ? 'dark' : 'light'}
        >
          <LayoutSync />
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <CurrentAbilityProvider>{children}</CurrentAbilityProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </LanguageProvider>
  )
}
