import '@/components/styles/full-styles'
import { Button, Group, Progress, RingProgress, Slider, Stack, Text } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const colors = ['brand', 'blue', 'green', 'grape', 'red'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

function OrderProgress() {
  const { t } = useTranslation('galleryComponents')
  const [value, setValue] = useState(0)
  const interval = useInterval(() => {
    setValue((current) => {
      const next = Math.min(100, current + 10)
      if (next === 100) interval.stop()
      return next
    })
  }, 300)
  const state =
    value === 0
      ? t('progress.animated.notStarted')
      : value < 100
        ? t('progress.animated.cooking', { value })
        : t('progress.animated.ready')
  return (
    <Stack gap="sm">
      <Progress
        value={value}
        size="lg"
        aria-label={t('progress.animated.order')}
        striped
        animated={interval.active}
      />
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {t('progress.animated.status', { state })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => {
              if (interval.active) return interval.stop()
              if (value === 100) setValue(0)
              interval.start()
            }}
          >
            {interval.active
              ? t('progress.animated.pause')
              : value === 100
                ? t('progress.animated.again')
                : value > 0
                  ? t('progress.animated.resume')
                  : t('progress.animated.start')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              interval.stop()
              setValue(0)
            }}
          >
            {t('progress.animated.reset')}
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

/** Progress: how far along something is, as a bar or a ring. */
export function ProgressDemo() {
  const { t } = useTranslation('galleryComponents')
  const [covers, setCovers] = useState(62)
  return (
    <GalleryPage page="progress" description={t('progress.description')}>
      <DemoSection
        title={t('progress.animated.title')}
        usage={'<Progress value={value} striped animated aria-label="…" />'}
        note={t('progress.animated.note')}
      >
        <OrderProgress />
      </DemoSection>

      <DemoSection
        title={t('progress.controlled.title')}
        usage={'<Progress value={covers} /><Slider value={covers} onChange={…} />'}
        note={t('progress.controlled.note')}
      >
        <Group align="center" gap="xl" wrap="wrap">
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Slider
              value={covers}
              onChange={setCovers}
              label={(value) => `${value}%`}
              thumbLabel={t('progress.controlled.thumb')}
            />
            <Progress
              value={covers}
              aria-label={t('progress.controlled.label')}
              color={covers > 90 ? 'red' : 'brand'}
            />
            <Text size="sm">
              {t('progress.controlled.booked', { value: covers, capacity: 80 })}
            </Text>
          </Stack>
          <RingProgress
            size={110}
            thickness={10}
            roundCaps
            sections={[{ value: covers, color: covers > 90 ? 'red' : 'brand' }]}
            label={
              <Text ta="center" size="sm" fw={700}>
                {covers}%
              </Text>
            }
            aria-hidden
          />
        </Group>
      </DemoSection>

      <DemoSection
        title={t('progress.colours.title')}
        usage={'<Progress color="green" size="xl" />'}
      >
        <Stack gap="sm">
          {colors.map((color, index) => (
            <Progress
              key={color}
              color={color}
              size={sizes[index]}
              value={30 + index * 15}
              aria-label={t('progress.colours.bar', {
                colour: t(`common.colours.${color}`),
                value: 30 + index * 15,
              })}
            />
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('progress.sections.title')}
        usage={'<Progress.Root><Progress.Section value={40} color="blue">…'}
        note={t('progress.sections.note')}
      >
        <Stack gap="xs">
          <Progress.Root size="xl" aria-hidden>
            <Progress.Section value={55} color="blue">
              <Progress.Label>{t('progress.sections.card')}</Progress.Label>
            </Progress.Section>
            <Progress.Section value={30} color="grape">
              <Progress.Label>{t('progress.sections.cash')}</Progress.Label>
            </Progress.Section>
            <Progress.Section value={15} color="brand">
              <Progress.Label>{t('progress.sections.app')}</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <Text size="sm">{t('progress.sections.legend', { card: 55, cash: 30, app: 15 })}</Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
