import '@/components/styles/full-styles'
import { Badge, Group, NavLink, Paper, Tabs, Text } from '@mantine/core'
import { IconCalendar, IconChefHat, IconGlass, IconReceipt } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const sections = [
  {
    value: 'orders',
    icon: IconReceipt,
    count: 12,
  },
  {
    value: 'kitchen',
    icon: IconChefHat,
    count: 3,
  },
  {
    value: 'bar',
    icon: IconGlass,
    count: 6,
  },
  {
    value: 'bookings',
    icon: IconCalendar,
    count: 0,
  },
] as const

const justify = ['flex-start', 'center', 'flex-end'] as const

function SectionPanels() {
  const { t } = useTranslation('galleryComponents')
  return sections.map((section) => (
    <Tabs.Panel key={section.value} value={section.value} pt="md">
      <Text size="sm">{t(`navs.sections.${section.value}.text`)}</Text>
    </Tabs.Panel>
  ))
}

/** Navs: a row or column of links that switch what the area below shows. */
export function NavsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [align, setAlign] = useState<(typeof justify)[number]>('flex-start')
  const [side, setSide] = useState<(typeof sections)[number]['value']>('orders')
  return (
    <GalleryPage page="navs" description={t('navs.description')}>
      <DemoSection
        title={t('navs.basic.title')}
        usage={'<Tabs variant="default"><Tabs.List>…</Tabs.List><Tabs.Panel …/></Tabs>'}
        note={t('navs.basic.note')}
      >
        <Tabs defaultValue="orders">
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {t(`navs.sections.${section.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SectionPanels />
        </Tabs>
      </DemoSection>

      <DemoSection
        title={t('navs.alignment.title')}
        usage={'<Tabs.List justify="center"> / <Tabs.List grow>'}
        note={t('navs.alignment.note')}
      >
        <Tabs defaultValue="kitchen" variant="outline">
          <Tabs.List justify={align}>
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {t(`navs.sections.${section.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SectionPanels />
        </Tabs>
        <Group gap="xs" mt="sm" role="group" aria-label={t('navs.alignment.label')}>
          {justify.map((value) => (
            <Badge
              key={value}
              component="button"
              type="button"
              variant={align === value ? 'filled' : 'default'}
              aria-pressed={align === value}
              onClick={() => setAlign(value)}
              style={{ cursor: 'pointer' }}
            >
              {t(`navs.alignment.${value}`)}
            </Badge>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('navs.vertical.title')}
        usage={'<NavLink active={…} leftSection={<Icon />} rightSection={<Badge>…</Badge>} />'}
        note={t('navs.vertical.note')}
      >
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Paper withBorder w={220} component="nav" aria-label={t('navs.vertical.label')}>
            {sections.map((section) => (
              <NavLink
                key={section.value}
                component="button"
                type="button"
                label={t(`navs.sections.${section.value}.label`)}
                leftSection={<section.icon size={18} aria-hidden />}
                rightSection={
                  section.count > 0 ? (
                    <Badge size="sm" variant="light" circle>
                      {section.count}
                    </Badge>
                  ) : undefined
                }
                active={side === section.value}
                aria-current={side === section.value ? 'true' : undefined}
                onClick={() => setSide(section.value)}
              />
            ))}
          </Paper>
          <Paper withBorder p="md" style={{ flex: 1, minWidth: 200 }} aria-live="polite">
            <Text fw={500}>{t(`navs.sections.${side}.label`)}</Text>
            <Text size="sm">{t(`navs.sections.${side}.text`)}</Text>
          </Paper>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('navs.icons.title')}
        usage={'<Tabs.Tab leftSection={<IconReceipt />}>'}
        note={t('navs.icons.note')}
      >
        <Tabs defaultValue="bar">
          <Tabs.List>
            {sections.map((section) => (
              <Tabs.Tab
                key={section.value}
                value={section.value}
                leftSection={<section.icon size={16} aria-hidden />}
                disabled={section.value === 'bookings'}
              >
                {t(`navs.sections.${section.value}.label`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SectionPanels />
        </Tabs>
      </DemoSection>
    </GalleryPage>
  )
}
