import { useLayoutEffect, useState } from 'react'

/**
 * For a Mantine modal or drawer that stays closed most of the time: whether to draw it yet, and
 * the `opened` to give it. Nothing is drawn until it first opens, since a closed Mantine modal is
 * still about ten components drawn again at each change of its page (a next page, a search, the
 * answer to the page's first call). At the first opening it mounts closed and opens at once, so
 * it fades in as it does later; once drawn it stays drawn, so it fades out too.
 */
export function useDrawnWhenOpened(opened: boolean): { drawn: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(false)
  useLayoutEffect(() => {
    // A second render on purpose: the modal mounts closed, then opens, and so fades in.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (opened) setMounted(true)
  }, [opened])
  return { drawn: opened || mounted, opened: opened && mounted }
}
