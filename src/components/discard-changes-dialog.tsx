import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

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
    <Modal
      opened
      onClose={onStay}
      title={t('unsavedChanges.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t('unsavedChanges.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={onDiscard}>
          {t('unsavedChanges.discard')}
        </Button>
      </Group>
    </Modal>
  )
}
