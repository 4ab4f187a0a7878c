import '@/components/styles/full-styles'
import { Divider, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const positions = ['left', 'center', 'right'] as const
type Position = (typeof positions)[number]

/** Divider: a line between groups of content, with or without a label. */
export function DividerDemo() {
  const { t } = useTranslation('galleryComponents')
  const [position, setPosition] = useState<Position>('center')
  return (
    <GalleryPage page="divider" description={t('divider.description')}>
      <DemoSection
        title={t('divider.horizontal.title')}
        usage={'<Divider my="sm" />'}
        note={t('divider.horizontal.note')}
      >
        <Stack gap={0}>
          <Text size="sm">{t('divider.horizontal.starters', { count: 4 })}</Text>
          <Divider my="sm" />
          <Text size="sm">{t('divider.horizontal.mains', { count: 6 })}</Text>
          <Divider my="sm" />
          <Text size="sm">{t('divider.horizontal.desserts', { count: 3 })}</Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('divider.label.title')}
        usage={'<Divider label="Dinner service" labelPosition="center" />'}
        note={t('divider.label.note')}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('divider.label.position')}
            value={position}
            onChange={(value) => setPosition(value as Position)}
            data={positions.map((value) => ({
              value,
              label: t(`divider.label.positions.${value}`),
            }))}
            w="fit-content"
          />
          <Divider label={t('divider.label.dinner')} labelPosition={position} />
          <Divider
            labelPosition={position}
            label={
              <Group gap={4}>
                <IconToolsKitchen2 size={14} aria-hidden />
                {t('divider.label.kitchenNotes')}
              </Group>
            }
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('divider.styles.title')}
        usage={'<Divider variant="dashed" size="md" color="brand" />'}
        note={t('divider.styles.note')}
      >
        <Stack gap="md">
          <Divider variant="solid" label={t('divider.styles.solid')} />
          <Divider variant="dashed" label={t('divider.styles.dashed')} />
          <Divider variant="dotted" label={t('divider.styles.dotted')} />
          <Divider size="md" color="brand" label={t('divider.styles.thick')} />
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('divider.vertical.title')}
        usage={'<Divider orientation="vertical" />'}
        note={t('divider.vertical.note')}
      >
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('divider.vertical.covers', { count: 42 })}</Text>
          <Divider orientation="vertical" />
          <Text size="sm">{t('divider.vertical.tables', { count: 18 })}</Text>
          <Divider orientation="vertical" />
          <Text size="sm">
            {t('divider.vertical.taken', { amount: formatMoney(3420, { whole: true }) })}
          </Text>
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
