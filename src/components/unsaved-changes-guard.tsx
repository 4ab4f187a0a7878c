import { useBlocker, type ShouldBlockFn } from '@tanstack/react-router'
import { Suspense, useEffect, useSyncExternalStore } from 'react'
import { prefetch } from '@/lib/load-once'
import { preloadable } from './preloadable'

// Only a page with a changed form loads the dialog, with the confirm dialog's modal: as soon as
// the form changes, so the dialog is drawn at once when the user moves away.
const [DiscardChangesDialog, loadDialog] = preloadable(() =>
  import('./discard-changes-dialog').then(async (m) => {
    await m.loadConfirmModal()
    return m.DiscardChangesDialog
  }),
)

/** The forms on screen with changes not saved yet, and who wants to know when that changes. */
const dirtyForms = new Set<symbol>()
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const anyDirty = () => dirtyForms.size > 0

/**
 * Says whether the calling form has changes not saved yet (Mantine's `form.isDirty()`). While one
 * has, leaving its page asks first ({@link UnsavedChangesGuard}), and so does closing or reloading
 * the tab (the browser's own prompt). A pristine or just saved form never asks.
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const form = Symbol('form')
    dirtyForms.add(form)
    changed()
    return () => {
      dirtyForms.delete(form)
      changed()
    }
  }, [dirty])
}

/** Only a move to another page is held: a tab or filter in the same page's address keeps the form. */
const leavesPage: ShouldBlockFn = ({ current, next }) => current.pathname !== next.pathname

/**
 * Holds a move away from a page whose form has unsaved changes ({@link useUnsavedChanges}) and asks
 * "Discard changes?": Stay keeps the page and what was typed, Discard goes on. Mounted once, in the
 * signed-in shell. A move made after a save passes `ignoreBlocker`.
 */
export function UnsavedChangesGuard() {
  const dirty = useSyncExternalStore(subscribe, anyDirty)
  const blocker = useBlocker({
    shouldBlockFn: leavesPage,
    disabled: !dirty,
    enableBeforeUnload: true,
    withResolver: true,
  })
  useEffect(() => {
    if (dirty) prefetch(loadDialog)
  }, [dirty])
  if (blocker.status !== 'blocked') return null
  return (
    <Suspense>
      <DiscardChangesDialog onStay={blocker.reset} onDiscard={blocker.proceed} />
    </Suspense>
  )
}
