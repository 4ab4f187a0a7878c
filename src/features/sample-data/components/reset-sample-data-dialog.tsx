import { notifications } from '@mantine/notifications'
import { useTranslation } from '@/lib/use-translation'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useResetSampleData } from '../api/reset-sample-data'

/** Asks before putting every table back to its sample data, in this tab and the others. */
export function ResetSampleDataDialog({
  opened,
  onClose,
}: {
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const reset = useResetSampleData()
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('sampleData.done') })
        onClose()
      },
    })
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={t('sampleData.confirmTitle')}
      message={t('sampleData.confirmText')}
      confirmLabel={t('sampleData.confirm')}
      color="red"
      pending={reset.isPending}
      onConfirm={confirm}
    />
  )
}
