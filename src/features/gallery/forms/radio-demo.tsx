import '@/components/styles/full-styles'
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const areas = ['terrace', 'main', 'private'] as const
const payments = ['table', 'online', 'invoice'] as const

/** /forms/radio: one choice out of a few. */
export function RadioDemo() {
  const { t } = useTranslation('galleryForms')
  const [area, setArea] = useState('main')
  const [payment, setPayment] = useState<string | null>(null)
  return (
    <GalleryPage page="formRadio" description={t('radio.description')}>
      <DemoSection
        title={t('radio.group.title')}
        usage={'<Radio.Group label="…" value onChange><Radio value="…" label="…" /></Radio.Group>'}
        note={t('radio.group.note')}
      >
        <Radio.Group label={t('radio.group.label')} value={area} onChange={setArea} withAsterisk>
          <Stack mt="xs" gap="xs">
            {areas.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`common.areas.${value}`)}
                description={t(`radio.group.areas.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
      </DemoSection>
      <DemoSection
        title={t('radio.cards.title')}
        usage={'<Radio.Card value="…"><Radio.Indicator /></Radio.Card>'}
        note={t('radio.cards.note')}
      >
        <Radio.Group label={t('radio.cards.label')} value={payment} onChange={setPayment}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
            {payments.map((value) => (
              <Radio.Card
                key={value}
                value={value}
                radius="md"
                p="md"
                aria-label={t(`radio.cards.payments.${value}`)}
              >
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator aria-hidden />
                  <Text size="sm">{t(`radio.cards.payments.${value}`)}</Text>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Text size="sm" mt="sm" aria-live="polite">
          {payment
            ? t('radio.cards.chosen', { payment: t(`radio.cards.payments.${payment}`) })
            : t('radio.cards.none')}
        </Text>
      </DemoSection>
      <DemoSection title={t('radio.disabled.title')} usage={'<Radio disabled />'}>
        <Radio.Group label={t('radio.disabled.label')} defaultValue="together">
          <Group mt="xs">
            <Radio value="together" label={t('radio.disabled.together')} />
            <Radio value="paced" label={t('radio.disabled.paced')} />
            <Radio value="chef" label={t('radio.disabled.chef')} disabled />
          </Group>
        </Radio.Group>
      </DemoSection>
    </GalleryPage>
  )
}
