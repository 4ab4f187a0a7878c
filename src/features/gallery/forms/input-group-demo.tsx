import '@/components/styles/full-styles'
import { Button, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconAt, IconCopy, IconCurrencyEuro, IconPercentage, IconWorld } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** Sample values the fields show, as written. */
const samples = {
  code: 'TAV-2026-0042',
  domain: '@tavola.example',
  scheme: 'https://',
  bookingPage: 'tavola.example/book',
}

/** /forms/input-group: fields with text, icons or buttons attached. */
export function InputGroupDemo() {
  const { t } = useTranslation('galleryForms')
  const clipboard = useClipboard({ timeout: 2000 })
  const [code, setCode] = useState(samples.code)
  return (
    <GalleryPage page="formInputGroup" description={t('inputGroup.description')}>
      <DemoSection
        title={t('inputGroup.affixes.title')}
        usage={'<NumberInput leftSection={<IconCurrencyEuro aria-hidden />} />'}
        note={t('inputGroup.affixes.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('inputGroup.affixes.price')}
            decimalScale={2}
            fixedDecimalScale
            min={0}
            defaultValue={14.5}
            leftSection={<IconCurrencyEuro size={16} aria-hidden />}
          />
          <NumberInput
            label={t('inputGroup.affixes.service')}
            min={0}
            max={25}
            defaultValue={10}
            rightSection={<IconPercentage size={16} aria-hidden />}
          />
          <TextInput
            label={t('inputGroup.affixes.email')}
            dir="ltr"
            placeholder={t('inputGroup.affixes.emailPlaceholder')}
            rightSectionWidth={130}
            rightSection={
              <Text size="sm" c="dimmed" pe="xs">
                {samples.domain}
              </Text>
            }
            leftSection={<IconAt size={16} aria-hidden />}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('inputGroup.button.title')}
        usage={'<Group gap={0} wrap="nowrap"><TextInput /><Button /></Group>'}
        note={t('inputGroup.button.note')}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('inputGroup.button.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            style={{ flex: '1 1 200px' }}
          />
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => clipboard.copy(code)}
          >
            {clipboard.copied ? t('inputGroup.button.copied') : t('inputGroup.button.copy')}
          </Button>
        </Group>
        <Text size="sm" mt="xs" aria-live="polite">
          {clipboard.copied ? t('inputGroup.button.onClipboard', { code }) : ''}
        </Text>
      </DemoSection>
      <DemoSection
        title={t('inputGroup.website.title')}
        usage={'<TextInput leftSection="https://" leftSectionWidth={70} />'}
      >
        <TextInput
          label={t('inputGroup.website.label')}
          dir="ltr"
          maw={420}
          leftSectionWidth={80}
          leftSection={
            <Group gap={4} wrap="nowrap" ps="xs">
              <IconWorld size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                {samples.scheme}
              </Text>
            </Group>
          }
          placeholder={samples.bookingPage}
        />
      </DemoSection>
    </GalleryPage>
  )
}
