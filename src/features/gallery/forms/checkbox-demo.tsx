import { Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const allergens = ['Gluten', 'Nuts', 'Dairy', 'Shellfish', 'Eggs']

/** /forms/checkbox: single choices, groups and a select-all. */
export function CheckboxDemo() {
  const [terms, setTerms] = useState(false)
  const [marked, setMarked] = useState<string[]>(['Dairy'])
  const all = marked.length === allergens.length
  const some = marked.length > 0 && !all
  return (
    <GalleryPage
      page="formCheckbox"
      description="On/off choices that are confirmed by a save button, alone or in a list."
    >
      <DemoSection
        title="Single checkbox"
        usage={'<Checkbox label="…" checked={…} onChange={…} />'}
        note="Use a checkbox for one yes/no choice that takes effect when the form is saved."
      >
        <Stack gap="xs">
          <Checkbox
            label="Send the guest a reminder the day before"
            checked={terms}
            onChange={(event) => setTerms(event.currentTarget.checked)}
          />
          <Checkbox label="Birthday dessert (on the house)" defaultChecked />
          <Checkbox label="Outdoor seating (closed in winter)" disabled />
        </Stack>
      </DemoSection>
      <DemoSection
        title="Group with select all"
        usage={'<Checkbox indeterminate /> + <Checkbox.Group value onChange>'}
        note="The parent checkbox is mixed while only some items are chosen."
      >
        <Stack gap="sm">
          <Checkbox
            label="All allergens"
            checked={all}
            indeterminate={some}
            onChange={() => setMarked(all ? [] : allergens)}
          />
          <Checkbox.Group label="Dish contains" value={marked} onChange={setMarked}>
            <Group mt="xs" ps="md">
              {allergens.map((name) => (
                <Checkbox key={name} value={name} label={name} />
              ))}
            </Group>
          </Checkbox.Group>
          <Text size="sm" aria-live="polite">
            {marked.length ? `Marked: ${marked.join(', ')}` : 'No allergens marked.'}
          </Text>
        </Stack>
      </DemoSection>
      <DemoSection title="Sizes and colours" usage={'<Checkbox size="md" color="teal.9" />'}>
        <Group>
          <Checkbox size="xs" label="Extra small" defaultChecked />
          <Checkbox size="md" label="Medium" defaultChecked color="teal.9" />
          <Checkbox size="lg" label="Large" defaultChecked color="indigo.8" />
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
