import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useState, type FormEvent } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

function BasicModal() {
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button onClick={open}>Open the house rules</Button>
      <Modal opened={opened} onClose={close} title="House rules">
        <Stack gap="sm">
          <Text size="sm">Greet every table within two minutes. Water comes without asking.</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Got it</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

function ConfirmModal() {
  const [opened, { open, close }] = useDisclosure(false)
  const [cancelled, setCancelled] = useState(false)
  return (
    <Group gap="md">
      {/* One button, so that focus has somewhere to return to after the cancel. */}
      <Button
        color={cancelled ? undefined : 'red'}
        variant={cancelled ? 'default' : 'light'}
        onClick={cancelled ? () => setCancelled(false) : open}
      >
        {cancelled ? 'Restore reservation #1042' : 'Cancel reservation #1042'}
      </Button>
      <Text size="sm" aria-live="polite">
        Reservation #1042 is {cancelled ? 'cancelled' : 'confirmed'}.
      </Text>
      <Modal opened={opened} onClose={close} title="Cancel this reservation?" centered>
        <Text size="sm">
          Friday 20:00, 6 guests, booked by Anna Weber. She gets an email that it was cancelled.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} data-autofocus>
            Keep it
          </Button>
          <Button
            color="red"
            onClick={() => {
              setCancelled(true)
              close()
              notifications.show({ color: 'green', message: 'Reservation #1042 was cancelled' })
            }}
          >
            Cancel reservation
          </Button>
        </Group>
      </Modal>
    </Group>
  )
}

function FormModal() {
  const [opened, { open, close }] = useDisclosure(false)
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [booked, setBooked] = useState<string[]>([])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError('Enter the guest’s name')
      return
    }
    setBooked((names) => [...names, name.trim()])
    setName('')
    setError('')
    close()
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={open}>New reservation</Button>
      <Text size="sm" aria-live="polite">
        {booked.length ? `Booked: ${booked.join(', ')}` : 'No reservation added yet.'}
      </Text>
      <Modal opened={opened} onClose={close} title="New reservation">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Guest name"
              required
              data-autofocus
              value={name}
              error={error || undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <NumberInput label="Guests" min={1} max={24} defaultValue={2} />
            <Select
              label="Service"
              data={['Lunch', 'Dinner']}
              defaultValue="Dinner"
              allowDeselect={false}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Book</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  )
}

function SizedModals() {
  const [size, setSize] = useState<(typeof sizes)[number] | 'full' | null>(null)
  return (
    <>
      <Group gap="sm">
        {[...sizes, 'full' as const].map((value) => (
          <Button key={value} variant="default" onClick={() => setSize(value)}>
            Size {value}
          </Button>
        ))}
      </Group>
      <Modal
        opened={size !== null}
        onClose={() => setSize(null)}
        title={`A ${size ?? ''} modal`}
        size={size === 'full' ? '100%' : (size ?? 'md')}
        fullScreen={size === 'full'}
      >
        <Text size="sm">Wide modals suit tables and previews; small ones a single question.</Text>
      </Modal>
    </>
  )
}

function ScrollingModal() {
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button variant="light" onClick={open}>
        Read the full menu
      </Button>
      <Modal opened={opened} onClose={close} title="Full menu">
        <Stack gap="xs">
          {Array.from({ length: 30 }, (_, index) => (
            <Text key={index} size="sm">
              Dish {index + 1}: seasonal, local, made in house.
            </Text>
          ))}
        </Stack>
      </Modal>
    </>
  )
}

/** Modals: a dialog over the page; focus stays inside and goes back to the button on close. */
export function ModalsDemo() {
  return (
    <GalleryPage
      title="Modals"
      description="A dialog over the page for one task. Focus stays inside until it closes (Escape, the close button or outside), then returns to the button that opened it."
    >
      <DemoSection
        title="Basic"
        usage={'<Modal opened={opened} onClose={close} title="…">'}
        note="Every modal has a title, which names the dialog for screen readers."
      >
        <BasicModal />
      </DemoSection>
      <DemoSection
        title="Confirm before deleting"
        usage={'<Modal centered>…<Button data-autofocus>Keep it</Button>'}
        note="Ask before anything that cannot be undone; the safe choice has the focus."
      >
        <ConfirmModal />
      </DemoSection>
      <DemoSection
        title="With a form"
        usage={'<Modal><form onSubmit={…}><TextInput data-autofocus …/></form></Modal>'}
        note="The first field takes the focus; a missing value is explained, and nothing typed is lost."
      >
        <FormModal />
      </DemoSection>
      <DemoSection title="Sizes" usage={'<Modal size="lg"> or <Modal fullScreen>'}>
        <SizedModals />
      </DemoSection>
      <DemoSection
        title="Long content"
        usage={'<Modal title="…">…long content…</Modal>'}
        note="The page stays put; the modal scrolls."
      >
        <ScrollingModal />
      </DemoSection>
    </GalleryPage>
  )
}
