import '@/components/styles/full-styles'
import { Badge, Button, Group, Indicator, Stack, Text } from '@mantine/core'
import { IconCheck, IconClock, IconFlame, IconLeaf } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const colors = ['brand', 'blue', 'green', 'indigo', 'red', 'grape', 'gray'] as const
const variants = ['filled', 'light', 'outline', 'dot', 'default'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Badges: a short status or label next to what it describes. */
export function BadgesDemo() {
  const { t } = useTranslation('galleryComponents')
  const [waiting, setWaiting] = useState(3)
  return (
    <GalleryPage page="badges" description={t('badges.description')}>
      <DemoSection
        title={t('badges.colours.title')}
        usage={'<Badge color="green" variant="light">Served</Badge>'}
        note={t('badges.colours.note')}
      >
        <Group gap="xs">
          {colors.map((color) => (
            <Badge key={color} color={color} variant="light">
              {color}
            </Badge>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('badges.variants.title')}
        usage={'<Badge variant="dot">'}
        note={t('badges.variants.note')}
      >
        <Group gap="xs">
          {variants.map((variant) => (
            <Badge
              key={variant}
              variant={variant}
              color={variant === 'default' ? undefined : 'blue'}
            >
              {variant}
            </Badge>
          ))}
        </Group>
      </DemoSection>

      <DemoSection title={t('badges.sizes')} usage={'<Badge size="lg">'}>
        <Group gap="xs" align="center">
          {sizes.map((size) => (
            <Badge key={size} size={size} variant="light">
              {t('common.size', { size })}
            </Badge>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('badges.icons.title')}
        usage={'<Badge leftSection={<IconLeaf size={12} />}>Vegan</Badge>'}
        note={t('badges.icons.note')}
      >
        <Group gap="xs">
          <Badge color="green" variant="light" leftSection={<IconLeaf size={12} aria-hidden />}>
            {t('badges.icons.vegan')}
          </Badge>
          <Badge color="red" variant="light" leftSection={<IconFlame size={12} aria-hidden />}>
            {t('badges.icons.spicy')}
          </Badge>
          <Badge color="brand" variant="light" leftSection={<IconClock size={12} aria-hidden />}>
            {t('badges.icons.preparing')}
          </Badge>
          <Badge color="blue" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
            {t('badges.icons.served')}
          </Badge>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('badges.counts.title')}
        usage={'<Indicator label={count} size={18}><Button>…</Button></Indicator>'}
        note={t('badges.counts.note')}
      >
        <Stack gap="sm" align="flex-start">
          <Group gap="lg">
            <Indicator label={waiting} size={18} disabled={waiting === 0} color="red.9">
              <Button variant="default">{t('badges.counts.waitingButton')}</Button>
            </Indicator>
            <Text size="sm" aria-live="polite">
              {waiting === 0
                ? t('badges.counts.noneWaiting')
                : t('badges.counts.waiting', { count: waiting })}
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={() => setWaiting((n) => n + 1)}>
              {t('badges.counts.newOrder')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={waiting === 0}
              onClick={() => setWaiting((n) => n - 1)}
            >
              {t('badges.counts.serveOne')}
            </Button>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
