import '@/components/styles/full-styles'
import { Badge, Button, Group, Stack, Text, Timeline } from '@mantine/core'
import {
  IconBread,
  IconCash,
  IconDoorEnter,
  IconMoon,
  IconSoup,
  IconUsersGroup,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import { DemoSection, GalleryPage } from '../demo'

const service = [
  { key: 'deliveries', time: '09:00', icon: IconBread },
  { key: 'prep', time: '10:30', icon: IconSoup },
  { key: 'briefing', time: '11:45', icon: IconUsersGroup },
  { key: 'doors', time: '12:00', icon: IconDoorEnter },
  { key: 'cashUp', time: '15:30', icon: IconCash },
  { key: 'close', time: '23:00', icon: IconMoon },
] as const

/** Who did what for reservation #1042, each entry `timeline.people.entries.<key>`. */
const history = [
  { key: 'booked', name: 'Sofia Ricci', src: '/images/avatars/3.svg' },
  { key: 'note', name: 'Marco Bianchi', src: '/images/avatars/2.svg' },
  { key: 'dessert', name: 'Giulia Romano', src: '/images/avatars/1.svg' },
] as const

/** Timeline: a day's service, step by step, with the current step marked. */
export function TimelineDemo() {
  const { t } = useTranslation('galleryComponents')
  const [active, setActive] = useState(2)
  const done = active >= service.length - 1
  const current = service[active]
  return (
    <GalleryPage page="timeline" description={t('timeline.description')}>
      <DemoSection
        title={t('timeline.today.title')}
        usage={
          '<Timeline active={step} bulletSize={28}><Timeline.Item bullet={<Icon />} title="…">'
        }
        note={t('timeline.today.note')}
      >
        <Stack gap="md">
          <Timeline active={active} bulletSize={28} lineWidth={2}>
            {service.map((step, index) => (
              <Timeline.Item
                key={step.time}
                bullet={<step.icon size={14} aria-hidden />}
                title={
                  <Group gap="xs">
                    <Text fw={500}>{t(`timeline.today.steps.${step.key}.title`)}</Text>
                    {index === active && (
                      <Badge size="xs" variant="light">
                        {t('timeline.today.now')}
                      </Badge>
                    )}
                    {index < active && (
                      <Text span size="xs" c="dimmed">
                        {t('timeline.today.done')}
                      </Text>
                    )}
                  </Group>
                }
              >
                <Text size="sm">{t(`timeline.today.steps.${step.key}.text`)}</Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {step.time}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
          <Group gap="xs">
            <Button size="xs" onClick={() => setActive((step) => step + 1)} disabled={done}>
              {t('timeline.today.next')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => setActive(0)}
              disabled={active === 0}
            >
              {t('timeline.today.again')}
            </Button>
            <Text size="sm" aria-live="polite">
              {current &&
                t('timeline.today.current', {
                  step: t(`timeline.today.steps.${current.key}.title`),
                })}
            </Text>
          </Group>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('timeline.journey.title')}
        usage={'<Timeline.Item lineVariant="dashed" color="green">'}
        note={t('timeline.journey.note')}
      >
        <Timeline active={1} bulletSize={16} color="blue">
          <Timeline.Item title={t('timeline.journey.placed')} lineVariant="solid">
            <Text size="sm">{t('timeline.journey.placedText', { name: 'Marco' })}</Text>
          </Timeline.Item>
          <Timeline.Item title={t('timeline.journey.kitchen')} lineVariant="dashed">
            <Text size="sm">{t('timeline.journey.kitchenText')}</Text>
          </Timeline.Item>
          <Timeline.Item title={t('timeline.journey.served')}>
            <Text size="sm" c="dimmed">
              {t('timeline.journey.servedText')}
            </Text>
          </Timeline.Item>
        </Timeline>
      </DemoSection>

      <DemoSection
        title={t('timeline.people.title')}
        usage={'<Timeline.Item bullet={<UserAvatar size={24} … />}>'}
        note={t('timeline.people.note')}
      >
        <Timeline bulletSize={28}>
          {history.map((entry) => (
            <Timeline.Item
              key={entry.name}
              title={entry.name}
              bullet={<UserAvatar name={entry.name} src={entry.src} size={24} />}
            >
              <Text size="sm">
                {t(`timeline.people.entries.${entry.key}`, { guest: 'Anna Weber' })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DemoSection>
    </GalleryPage>
  )
}
