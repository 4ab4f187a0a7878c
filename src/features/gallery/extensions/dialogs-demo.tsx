import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

type ConfirmResult = 'none' | 'cancelled' | 'confirmed'

/** Confirm and alert dialogs, built on Mantine's Modal as the app's delete confirmations are. */
export function DialogsDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [confirming, setConfirming] = useState(false)
  const [confirmResult, setConfirmResult] = useState<ConfirmResult>('none')
  const [alerting, setAlerting] = useState(false)
  const [acknowledged, setAcknowledged] = useState(false)

  const answer = (result: ConfirmResult) => {
    setConfirmResult(result)
    setConfirming(false)
  }
  const acknowledge = () => {
    setAcknowledged(true)
    setAlerting(false)
  }
  return (
    <GalleryPage page="extDialogs" description={t('dialogs.description')}>
      <DemoSection
        title={t('dialogs.confirm.title')}
        usage='<Modal opened onClose title="Delete order?">…<Button color="red">'
        note={t('dialogs.confirm.note')}
      >
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            {t('dialogs.confirm.open')}
          </Button>
          <Text size="sm" role="status" aria-label={t('dialogs.confirm.resultLabel')}>
            {t(`dialogs.confirm.results.${confirmResult}`)}
          </Text>
        </Group>
        <Modal
          opened={confirming}
          onClose={() => answer('cancelled')}
          title={t('dialogs.confirm.question')}
          centered
          closeButtonProps={{ 'aria-label': t('dialogs.confirm.close') }}
        >
          <Text size="sm">{t('dialogs.confirm.text')}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => answer('cancelled')} data-autofocus>
              {t('dialogs.confirm.cancel')}
            </Button>
            <Button color="red" onClick={() => answer('confirmed')}>
              {t('dialogs.confirm.delete')}
            </Button>
          </Group>
        </Modal>
      </DemoSection>
      <DemoSection
        title={t('dialogs.alert.title')}
        usage='<Modal opened onClose title="…"><Button data-autofocus>OK</Button></Modal>'
        note={t('dialogs.alert.note')}
      >
        <Group>
          <Button variant="light" onClick={() => setAlerting(true)}>
            {t('dialogs.alert.open')}
          </Button>
          <Text size="sm" role="status" aria-label={t('dialogs.alert.resultLabel')}>
            {acknowledged ? t('dialogs.alert.acknowledged') : t('dialogs.alert.notShown')}
          </Text>
        </Group>
        <Modal
          opened={alerting}
          onClose={acknowledge}
          title={t('dialogs.alert.alertTitle')}
          centered
          withCloseButton={false}
        >
          <Text size="sm">{t('dialogs.alert.text')}</Text>
          <Group justify="flex-end" mt="lg">
            <Button data-autofocus onClick={acknowledge}>
              {t('dialogs.alert.ok')}
            </Button>
          </Group>
        </Modal>
      </DemoSection>
    </GalleryPage>
  )
}
