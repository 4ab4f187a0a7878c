import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const areas = [
  { value: 'terrace', label: 'Terrace', description: 'Outdoor, 24 seats' },
  { value: 'main', label: 'Main room', description: 'Indoor, 60 seats' },
  { value: 'private', label: 'Private room', description: 'Up to 14 guests' },
]

/** /forms/radio: one choice out of a few. */
export function RadioDemo() {
  const [area, setArea] = useState('main')
  const [payment, setPayment] = useState<string | null>(null)
  return (
    <GalleryPage page="formRadio" description="One choice out of a short list, all options in view.">
      <DemoSection
        title="Radio group"
        usage={'<Radio.Group label="…" value onChange><Radio value="…" label="…" /></Radio.Group>'}
        note="Use radios for two to five options that people should compare; arrow keys move between them."
      >
        <Radio.Group label="Seating area" value={area} onChange={setArea} withAsterisk>
          <Stack mt="xs" gap="xs">
            {areas.map((option) => (
              <Radio key={option.value} {...option} />
            ))}
          </Stack>
        </Radio.Group>
      </DemoSection>
      <DemoSection
        title="Cards"
        usage={'<Radio.Card value="…"><Radio.Indicator /></Radio.Card>'}
        note="A larger target for choices that need a line of explanation."
      >
        <Radio.Group label="Payment" value={payment} onChange={setPayment}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {['Pay at the table', 'Prepaid online', 'Company invoice'].map((label) => (
              <Radio.Card key={label} value={label} radius="md" p="md" aria-label={label}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator aria-hidden />
                  <Text size="sm">{label}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Text size="sm" mt="sm" aria-live="polite">
          {payment ? `Payment: ${payment}` : 'No payment method chosen yet.'}
        </Text>
      </DemoSection>
      <DemoSection title="Disabled option" usage={'<Radio disabled />'}>
        <Radio.Group label="Course timing" defaultValue="together">
          <Group mt="xs">
            <Radio value="together" label="All together" />
            <Radio value="paced" label="Paced by the kitchen" />
            <Radio value="chef" label="Chef's table (sold out)" disabled />
          </Group>
        </Radio.Group>
      </DemoSection>
    </GalleryPage>
  )
}
