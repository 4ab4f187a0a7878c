import { Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const positions = ['top', 'right', 'bottom', 'left'] as const

/** A popover with a small form; focus stays inside and Escape closes it. */
function NotePopover() {
  const [opened, { close, toggle }] = useDisclosure(false)
  const [draft, setDraft] = useState('')
  const [note, setNote] = useState('')
  return (
    <Stack gap="xs" align="flex-start">
      <Popover
        opened={opened}
        onChange={(value) => (value ? undefined : close())}
        trapFocus
        returnFocus
        position="bottom-start"
        withArrow
        shadow="md"
        width={280}
      >
        <Popover.Target>
          <Button variant="default" onClick={toggle}>
            {note ? 'Edit the kitchen note' : 'Add a kitchen note'}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              setNote(draft.trim())
              close()
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Note for table 12"
                data-autofocus
                autosize
                minRows={2}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button size="xs" type="submit">
                  Save note
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      <Text size="sm" aria-live="polite">
        {note ? `Kitchen note: ${note}` : 'No note for the kitchen.'}
      </Text>
    </Stack>
  )
}

/** Popovers: extra detail or a small form, opened by click, Enter or Space. */
export function PopoversDemo() {
  return (
    <GalleryPage
      title="Popovers"
      description="A small card next to a button, with detail or a quick form. A click, Enter or Space opens it; Escape or a click outside closes it."
    >
      <DemoSection
        title="Basic"
        usage={'<Popover withArrow><Popover.Target><Button/></Popover.Target><Popover.Dropdown>…'}
        note="For detail that would crowd the page; the button says what it shows."
      >
        <Popover withArrow shadow="md" width={260} position="bottom-start">
          <Popover.Target>
            <Button>Today's allergens</Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">
              The risotto contains dairy; the pesto contains nuts; the bread is not gluten-free.
            </Text>
          </Popover.Dropdown>
        </Popover>
      </DemoSection>

      <DemoSection
        title="Positions"
        usage={'<Popover position="right">'}
        note="The popover flips to the other side when there is no room."
      >
        <Group gap="sm">
          {positions.map((position) => (
            <Popover key={position} position={position} withArrow shadow="md">
              <Popover.Target>
                <Button variant="light">{position[0]?.toUpperCase() + position.slice(1)}</Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">Shown on the {position}.</Text>
              </Popover.Dropdown>
            </Popover>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="With a form"
        usage={'<Popover trapFocus returnFocus><Textarea data-autofocus …/></Popover>'}
        note="Focus moves into the field and stays in the popover; closing it puts focus back on the button."
      >
        <NotePopover />
      </DemoSection>
    </GalleryPage>
  )
}
