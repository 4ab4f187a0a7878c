import { AbilityProvider } from '@casl/react'
import { MantineProvider } from '@mantine/core'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { theme } from '@/app/theme'
import { buildAbility, type AbilityRule } from '@/contract/ability'

/**
 * Renders UI inside the app's Mantine theme (test mode: no transitions) and an
 * ability built from `rules` (none by default), as most component tests need.
 */
export function renderWithProviders(
  ui: ReactElement,
  { rules = [], ...options }: RenderOptions & { rules?: AbilityRule[] } = {},
) {
  return render(
    <MantineProvider theme={theme} env="test">
      <AbilityProvider value={buildAbility(rules)}>{ui}</AbilityProvider>
    </MantineProvider>,
    options,
  )
}
