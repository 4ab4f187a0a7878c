import { Button, Center } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'

/** Rows a long list adds at a time: enough to fill a screen, few enough to stay quick at 100× data. */
export const SHOW_MORE_STEP = 50

/**
 * How many of a list's `total` items to render: a step at first, a step more on each
 * `more()`, back to one step when `resetKey` (the view: a folder, a filter) changes.
 */
export function useShownCount(total: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: SHOW_MORE_STEP })
  const count = state.key === resetKey ? state.count : SHOW_MORE_STEP
  return {
    shown: Math.min(count, total),
    more: () => setState({ key: resetKey, count: count + SHOW_MORE_STEP }),
  }
}

/** The button under a list that renders the next step of it; nothing once all is shown. */
export function ShowMore({
  shown,
  total,
  onMore,
}: {
  shown: number
  total: number
  onMore: () => void
}) {
  const { t } = useTranslation()
  if (shown >= total) return null
  return (
    <Center p="sm">
      <Button variant="subtle" size="compact-sm" onClick={onMore}>
        {t('list.showMore', { step: Math.min(SHOW_MORE_STEP, total - shown), shown, total })}
      </Button>
    </Center>
  )
}
