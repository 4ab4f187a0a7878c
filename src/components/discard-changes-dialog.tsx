import { useTranslation } from '@/lib/use-translation'
import { ConfirmDialog } from './confirm-dialog'

export { loadConfirmModal } from './confirm-dialog'

/** "Discard changes?", asked before leaving a page whose form has unsaved changes. */
export function DiscardChangesDialog({
  onStay,
  onDiscard,
}: {
  onStay: () => void
  onDiscard: () => void
}) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      opened
      onClose={onStay}
      title={t('unsavedChanges.title')}
      message={t('unsavedChanges.message')}
      cancelLabel={t('unsavedChanges.stay')}
      confirmLabel={t('unsavedChanges.discard')}
      color="red"
      onConfirm={onDiscard}
    />
  )
}
