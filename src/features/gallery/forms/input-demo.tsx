import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core'
import { IconMail, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** Sample values the fields show: names, codes and addresses, as written. */
const samples = {
  guest: 'Giulia Rossi',
  code: 'R-1042',
  partialEmail: 'giulia@',
  fullEmail: 'giulia@example.com',
  restaurant: 'Tavola Centrale',
  creator: 'John Doe',
  dish: 'Risotto',
  supplier: 'orders@farm.example',
}
const sizes = ['xs', 'sm', 'md', 'lg'] as const

/** /forms/input: text fields in their states and sizes. */
export function InputDemo() {
  const { t } = useTranslation('galleryForms')
  const [guest, setGuest] = useState('')
  return (
    <GalleryPage page="formInput" description={t('input.description')}>
      <DemoSection
        title={t('input.basic.title')}
        usage={'<TextInput label="Guest name" description="…" />'}
        note={t('input.basic.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('input.basic.guest')}
            description={t('input.basic.guestDescription')}
            placeholder={samples.guest}
            value={guest}
            onChange={(event) => setGuest(event.currentTarget.value)}
          />
          <TextInput
            label={t('input.basic.tableNote')}
            placeholder={t('input.basic.notePlaceholder')}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('input.states.title')}
        usage={'<TextInput required error="…" disabled readOnly />'}
        note={t('input.states.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('input.states.code')} required placeholder={samples.code} />
          <TextInput
            label={t('input.states.email')}
            defaultValue={samples.partialEmail}
            error={t('input.states.emailError', { example: samples.fullEmail })}
          />
          <TextInput
            label={t('input.states.restaurant')}
            value={samples.restaurant}
            disabled
            readOnly
          />
          <TextInput label={t('input.states.createdBy')} value={samples.creator} readOnly />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('input.icons.title')}
        usage={'<TextInput leftSection={<IconMail aria-hidden />} /> · <PasswordInput />'}
        note={t('input.icons.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('input.icons.search')}
            type="search"
            placeholder={samples.dish}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <TextInput
            label={t('input.icons.supplier')}
            type="email"
            dir="ltr"
            placeholder={samples.supplier}
            leftSection={<IconMail size={16} aria-hidden />}
          />
          <PasswordInput
            label={t('input.icons.pin')}
            placeholder={t('input.icons.pinPlaceholder')}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('input.sizes')} usage={'<TextInput size="xs" | "sm" | "md" | "lg" />'}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sizes.map((size) => (
            <TextInput
              key={size}
              size={size}
              label={t('common.size', { size })}
              placeholder={t('input.dishName')}
            />
          ))}
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
