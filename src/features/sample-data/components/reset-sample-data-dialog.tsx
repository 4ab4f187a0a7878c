import { Button, Group, Modal, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sampleData.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t('sampleData.confirmText')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={reset.isPending}>
          {t('sampleData.confirm')}
        </Button>
      </Group>
    </Modal>
  )
}
