import { Button, Group, Modal, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

/** Confirm and alert dialogs, built on Mantine's Modal as the app's delete confirmations are. */
export function DialogsDemo() {
  const [confirming, setConfirming] = useState(false)
  const [confirmResult, setConfirmResult] = useState('No answer yet.')
  const [alerting, setAlerting] = useState(false)
  const [alertResult, setAlertResult] = useState('Not shown yet.')

  const answer = (result: string) => {
    setConfirmResult(result)
    setConfirming(false)
  }
  return (
    <GalleryPage
      page="extDialogs"
      description="Confirm and alert dialogs: the app asks before anything that cannot be undone, with Cancel focused first."
    >
      <DemoSection
        title="Confirm dialog"
        usage='<Modal opened onClose title="Delete order?">…<Button color="red">'
        note="Before deleting or anything else that cannot be undone. Cancel has the focus, Escape cancels."
      >
        <Group>
          <Button color="red" variant="light" onClick={() => setConfirming(true)}>
            Delete order #1042
          </Button>
          <Text size="sm" role="status" aria-label="Confirm dialog result">
            {confirmResult}
          </Text>
        </Group>
        <Modal
          opened={confirming}
          onClose={() => answer('Cancelled: order #1042 was kept.')}
          title="Delete order #1042?"
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Text size="sm">
            Order #1042 (table 7, 3 items) will be deleted. This cannot be undone.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button
              variant="default"
              onClick={() => answer('Cancelled: order #1042 was kept.')}
              data-autofocus
            >
              Cancel
            </Button>
            <Button color="red" onClick={() => answer('Confirmed: order #1042 was deleted.')}>
              Delete
            </Button>
          </Group>
        </Modal>
      </DemoSection>
      <DemoSection
        title="Alert dialog"
        usage='<Modal opened onClose title="…"><Button data-autofocus>OK</Button></Modal>'
        note="To tell something that needs acknowledging before going on; one button."
      >
        <Group>
          <Button variant="light" onClick={() => setAlerting(true)}>
            Show the alert
          </Button>
          <Text size="sm" role="status" aria-label="Alert dialog result">
            {alertResult}
          </Text>
        </Group>
        <Modal
          opened={alerting}
          onClose={() => {
            setAlertResult('Acknowledged.')
            setAlerting(false)
          }}
          title="Kitchen closes in 15 minutes"
          centered
          withCloseButton={false}
        >
          <Text size="sm">Last orders for the kitchen are at 22:45. Let your tables know.</Text>
          <Group justify="flex-end" mt="lg">
            <Button
              data-autofocus
              onClick={() => {
                setAlertResult('Acknowledged.')
                setAlerting(false)
              }}
            >
              OK
            </Button>
          </Group>
        </Modal>
      </DemoSection>
    </GalleryPage>
  )
}
