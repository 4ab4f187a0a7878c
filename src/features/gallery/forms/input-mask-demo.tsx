import { SimpleGrid, TextInput } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import { applyMask, isMaskComplete, masks, type MaskName } from './input-mask'

const fields: { name: MaskName; label: string; note: string; inputMode: 'tel' | 'numeric' }[] = [
  { name: 'phone', label: 'Guest phone', note: 'Country code first', inputMode: 'tel' },
  { name: 'card', label: 'Card number', note: '16 digits', inputMode: 'numeric' },
  { name: 'date', label: 'Reservation date', note: 'MM/DD/YYYY', inputMode: 'numeric' },
  { name: 'time', label: 'Arrival time', note: 'HH:MM, 24-hour clock', inputMode: 'numeric' },
]

function MaskedField({ name, label, note, inputMode }: (typeof fields)[number]) {
  const mask = masks[name]
  const [value, setValue] = useState('')
  const complete = isMaskComplete(value, mask)
  return (
    <TextInput
      label={label}
      description={`${note} — ${mask.replaceAll('#', '0')}`}
      placeholder={mask.replaceAll('#', '0')}
      inputMode={inputMode}
      autoComplete="off"
      dir="ltr"
      value={value}
      onChange={(event) => setValue(applyMask(event.currentTarget.value, mask))}
      error={value && !complete ? `Keep typing: ${mask.replaceAll('#', '0')}` : undefined}
    />
  )
}

/** /forms/input-mask: fields that format digits as they are typed. */
export function InputMaskDemo() {
  return (
    <GalleryPage
      page="formInputMask"
      description="Fields that place the separators for you: type or paste digits only."
    >
      <DemoSection
        title="Phone, card, date and time"
        usage="applyMask(value, masks.phone) — src/features/gallery/forms/input-mask.ts"
        note="Use a mask where the format is fixed and known. Letters are ignored, pasted text is cleaned and extra digits are dropped."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {fields.map((field) => (
            <MaskedField key={field.name} {...field} />
          ))}
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
