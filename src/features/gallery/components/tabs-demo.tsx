import '@/components/styles/full-styles'
import { Badge, Tabs, Text } from '@mantine/core'
import { IconCalendar, IconReceipt, IconSettings, IconUsers } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const tabs = [
  {
    value: 'reservations',
    icon: IconCalendar,
  },
  {
    value: 'orders',
    icon: IconReceipt,
  },
  {
    value: 'staff',
    icon: IconUsers,
  },
  {
    value: 'settings',
    icon: IconSettings,
  },
] as const

function Panels() {
  const { t } = useTranslation('galleryComponents')
  return tabs.map((tab) => (
    <Tabs.Panel key={tab.value} value={tab.value} p="md">
      <Text size="sm">{t(`tabs.tabs.${tab.value}.text`)}</Text>
    </Tabs.Panel>
  ))
}

/** Tabs: Mantine's Tabs, one panel at a time, moved by the arrow keys. */
export function TabsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [active, setActive] = useState<string | null>('orders')
  return (
    <GalleryPage page="tabs" description={t('tabs.description')}>
      <DemoSection
        title={t('tabs.basic.title')}
        usage={'<Tabs defaultValue="…"><Tabs.List><Tabs.Tab value="…">…'}
        note={t('tabs.basic.note')}
      >
        <Tabs defaultValue="reservations">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {t(`tabs.tabs.${tab.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Panels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title={t('tabs.controlled.title')}
        usage={'<Tabs value={tab} onChange={setTab}>'}
        note={t('tabs.controlled.note')}
      >
        <Tabs value={active} onChange={setActive} variant="outline">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                leftSection={<tab.icon size={16} aria-hidden />}
                rightSection={
                  tab.value === 'orders' ? (
                    <Badge size="xs" circle variant="filled" color="red.9">
                      12
                    </Badge>
                  ) : undefined
                }
              >
                {t(`tabs.tabs.${tab.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Panels />
        </Tabs>
        <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
          {t('tabs.controlled.open', { tab: t(`tabs.tabs.${active ?? 'orders'}.label`) })}
        </Text>
      </DemoSection>

      <DemoSection
        title={t('tabs.vertical.title')}
        usage={'<Tabs orientation="vertical">'}
        note={t('tabs.vertical.note')}
      >
        <Tabs orientation="vertical" defaultValue="staff">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {t(`tabs.tabs.${tab.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Panels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title={t('tabs.end.title')}
        usage={'<Tabs.List justify="flex-end"><Tabs.Tab disabled>'}
        note={t('tabs.end.note')}
      >
        <Tabs defaultValue="reservations" inverted>
          <Panels />
          <Tabs.List justify="flex-end">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.value === 'settings'}>
                {t(`tabs.tabs.${tab.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </DemoSection>
    </GalleryPage>
  )
}
