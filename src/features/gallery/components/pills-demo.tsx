import '@/components/styles/full-styles'
import { Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core'
import { IconMoon, IconSun, IconSunrise } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const services = [
  {
    value: 'breakfast',
    icon: IconSunrise,
  },
  {
    value: 'lunch',
    icon: IconSun,
  },
  {
    value: 'dinner',
    icon: IconMoon,
  },
] as const

const views = ['day', 'week', 'month'] as const

function ServicePanels() {
  const { t } = useTranslation('galleryComponents')
  return services.map((service) => (
    <Tabs.Panel key={service.value} value={service.value} p="md">
      <Text size="sm">
        {t(`pills.services.${service.value}.text`, { price: formatMoney(19, { whole: true }) })}
      </Text>
    </Tabs.Panel>
  ))
}

/** Pills: rounded nav items that switch a panel. */
export function PillsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [view, setView] = useState<string>('week')
  return (
    <GalleryPage page="pills" description={t('pills.description')}>
      <DemoSection
        title={t('pills.basic.title')}
        usage={'<Tabs variant="pills" radius="xl">'}
        note={t('pills.basic.note')}
      >
        <Tabs variant="pills" radius="xl" defaultValue="lunch">
          <Tabs.List>
            {services.map((service) => (
              <Tabs.Tab key={service.value} value={service.value}>
                {t(`pills.services.${service.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ServicePanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title={t('pills.grow.title')}
        usage={'<Tabs.List grow><Tabs.Tab leftSection={<Icon />}>'}
        note={t('pills.grow.note')}
      >
        <Tabs variant="pills" defaultValue="dinner">
          <Tabs.List grow>
            {services.map((service) => (
              <Tabs.Tab
                key={service.value}
                value={service.value}
                leftSection={<service.icon size={16} aria-hidden />}
              >
                {t(`pills.services.${service.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ServicePanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title={t('pills.vertical.title')}
        usage={'<Tabs variant="pills" orientation="vertical">'}
        note={t('pills.vertical.note')}
      >
        <Tabs variant="pills" orientation="vertical" defaultValue="breakfast">
          <Tabs.List>
            {services.map((service) => (
              <Tabs.Tab key={service.value} value={service.value}>
                {t(`pills.services.${service.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ServicePanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title={t('pills.segmented.title')}
        usage={'<SegmentedControl data={["Day", "Week", "Month"]} />'}
        note={t('pills.segmented.note')}
      >
        <Stack gap="sm">
          <Group>
            <SegmentedControl
              aria-label={t('pills.segmented.label')}
              value={view}
              onChange={setView}
              data={views.map((value) => ({ value, label: t(`pills.segmented.views.${value}`) }))}
              radius="xl"
            />
          </Group>
          <Text size="sm" aria-live="polite">
            {t(`pills.segmented.showing.${view}`)}
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
