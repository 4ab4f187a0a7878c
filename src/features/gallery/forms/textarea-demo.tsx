import { Group, SimpleGrid, Text, Textarea } from '@mantine/core'
import { useId, useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const NOTE_LIMIT = 200

/** A textarea with a live count of the characters left. */
function CountedTextarea() {
  const [value, setValue] = useState('')
  const counterId = useId()
  const left = NOTE_LIMIT - value.length
  return (
    <div>
      <Textarea
        label="Kitchen note"
        description="Allergies and special requests for this order"
        placeholder="No nuts in the dessert, please"
        autosize
        minRows={3}
        maxLength={NOTE_LIMIT}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-describedby={counterId}
      />
      <Group justify="flex-end" mt={4}>
        {/* Announced politely, so a screen reader hears the count without being interrupted. */}
        <Text
          id={counterId}
          size="xs"
          c={left <= 20 ? 'var(--mantine-color-error)' : 'dimmed'}
          aria-live="polite"
        >
          {value.length}/{NOTE_LIMIT} characters ({left} left)
        </Text>
      </Group>
    </div>
  )
}

/** /forms/textarea: multi-line text, growing and counted. */
export function TextareaDemo() {
  return (
    <GalleryPage
      page="formTextarea"
      description="Multi-line text for notes, reviews and instructions."
    >
      <DemoSection
        title="Character counter"
        usage={'<Textarea maxLength={200} /> + a counter with aria-live="polite"'}
        note="When a note has a limit, show how much is left while typing rather than refusing it on save."
      >
        <CountedTextarea />
      </DemoSection>
      <DemoSection
        title="Autosize and states"
        usage={'<Textarea autosize minRows={2} maxRows={6} />'}
        note="Autosize grows with the text up to a limit, then scrolls."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label="Review reply"
            autosize
            minRows={2}
            maxRows={6}
            placeholder="Thank you for…"
          />
          <Textarea label="Allergen list" required error="List at least one allergen" />
          <Textarea
            label="Archived note"
            disabled
            defaultValue="Closed for renovation in August."
          />
          <Textarea
            label="Opening hours"
            readOnly
            defaultValue={'Mon–Fri 12:00–23:00\nSat–Sun 11:00–23:30'}
            autosize
          />
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
