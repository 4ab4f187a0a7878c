import { Button, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconAt, IconCopy, IconCurrencyEuro, IconPercentage, IconWorld } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

/** /forms/input-group: fields with text, icons or buttons attached. */
export function InputGroupDemo() {
  const clipboard = useClipboard({ timeout: 2000 })
  const [code, setCode] = useState('TAV-2026-0042')
  return (
    <GalleryPage
      page="formInputGroup"
      description="Fields with a unit, a prefix or an action attached, so the value reads as one piece."
    >
      <DemoSection
        title="Prefix and suffix"
        usage={'<NumberInput leftSection={<IconCurrencyEuro aria-hidden />} />'}
        note="Put the unit beside the number instead of asking people to type it."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Dish price"
            decimalScale={2}
            fixedDecimalScale
            min={0}
            defaultValue={14.5}
            leftSection={<IconCurrencyEuro size={16} aria-hidden />}
          />
          <NumberInput
            label="Service charge"
            min={0}
            max={25}
            defaultValue={10}
            rightSection={<IconPercentage size={16} aria-hidden />}
          />
          <TextInput
            label="Staff email"
            dir="ltr"
            placeholder="name"
            rightSectionWidth={130}
            rightSection={
              <Text size="sm" c="dimmed" pe="xs">
                @tavola.example
              </Text>
            }
            leftSection={<IconAt size={16} aria-hidden />}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="With a button"
        usage={'<Group gap={0} wrap="nowrap"><TextInput /><Button /></Group>'}
        note="An action that only makes sense for this value sits right next to it."
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label="Reservation code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
          />
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => clipboard.copy(code)}
          >
            {clipboard.copied ? 'Copied' : 'Copy code'}
          </Button>
        </Group>
        <Text size="sm" mt="xs" aria-live="polite">
          {clipboard.copied ? `${code} is on the clipboard.` : ''}
        </Text>
      </DemoSection>
      <DemoSection
        title="Website"
        usage={'<TextInput leftSection="https://" leftSectionWidth={70} />'}
      >
        <TextInput
          label="Booking page"
          dir="ltr"
          maw={420}
          leftSectionWidth={80}
          leftSection={
            <Group gap={4} wrap="nowrap" ps="xs">
              <IconWorld size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                https://
              </Text>
            </Group>
          }
          placeholder="tavola.example/book"
        />
      </DemoSection>
    </GalleryPage>
  )
}
