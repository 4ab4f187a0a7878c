import { SimpleGrid, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'
import { applyMask, isMaskComplete, masks, type MaskName } from './input-mask'

const fields: { name: MaskName; inputMode: 'tel' | 'numeric' }[] = [
  { name: 'phone', inputMode: 'tel' },
  { name: 'card', inputMode: 'numeric' },
  { name: 'date', inputMode: 'numeric' },
  { name: 'time', inputMode: 'numeric' },
]

function MaskedField({ name, inputMode }: (typeof fields)[number]) {
  const { t } = useTranslation('galleryForms')
  const mask = masks[name]
  const [value, setValue] = useState('')
  const complete = isMaskComplete(value, mask)
  const example = mask.replaceAll('#', '0')
  return (
    <TextInput
      label={t(`inputMask.fields.${name}.label`)}
      description={t(`inputMask.fields.${name}.note`, { example })}
      placeholder={example}
      inputMode={inputMode}
      autoComplete="off"
      dir="ltr"
      value={value}
      onChange={(event) => setValue(applyMask(event.currentTarget.value, mask))}
      error={value && !complete ? t('inputMask.keepTyping', { example }) : undefined}
    />
  )
}

/** /forms/input-mask: fields that format digits as they are typed. */
export function InputMaskDemo() {
  const { t } = useTranslation('galleryForms')
  return (
    <GalleryPage page="formInputMask" description={t('inputMask.description')}>
      <DemoSection
        title={t('inputMask.title')}
        usage="applyMask(value, masks.phone) — src/features/gallery/forms/input-mask.ts"
        note={t('inputMask.note')}
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
