import { Suspense, useEffect } from 'react'
import { prefetchWhenIdle } from '@/lib/after-paint'
import type { ConfirmDialogProps } from './confirm-modal'
import { preloadable } from './preloadable'
import { useDrawnWhenOpened } from './use-drawn-when-opened'

/** Mantine's modal for the dialog, and the function that fetches it. */
const [ConfirmModal, loadConfirmModal] = preloadable(() =>
  import('./confirm-modal').then((module) => module.ConfirmModal),
)

/** Whether a dialog has already asked for the modal's code: one asks for all. */
let prefetching = false

/**
 * Asks before an action: a title, what will happen, and Cancel (focused first, so Enter never
 * confirms by accident) beside the confirming button. Closing the dialog cancels.
 *
 * Nothing is drawn until the dialog first opens (`useDrawnWhenOpened`), and the dialog's code
 * (Mantine's modal, `confirm-modal.tsx`) is not among the page's first files: it is fetched once
 * the page holding the dialog is painted and the main thread idle (`whenIdle`).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const modal = useDrawnWhenOpened(props.opened)
  useEffect(() => {
    if (prefetching) return
    prefetching = true
    prefetchWhenIdle(loadConfirmModal)
  }, [])
  if (!modal.drawn) return null
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} opened={modal.opened} />
    </Suspense>
  )
}

export { loadConfirmModal }
