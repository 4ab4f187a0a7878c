import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const types = ['oval', 'bars', 'dots'] as const
const colors = ['brand', 'blue', 'green', 'grape', 'red', 'gray'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Spinners: Mantine's Loader, for a wait of unknown length. */
export function SpinnersDemo() {
  const { t } = useTranslation('galleryComponents')
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const done = useTimeout(() => {
    setLoading(false)
    setLoaded(true)
  }, 1500)
  return (
    <GalleryPage page="spinners" description={t('spinners.description')}>
      <DemoSection
        title={t('spinners.types.title')}
        usage={'<Loader type="dots" />'}
        note={t('spinners.types.note')}
      >
        <Group gap="xl">
          {types.map((type) => (
            <Stack key={type} align="center" gap="xs">
              <Loader type={type} aria-hidden />
              <Text size="sm">{type}</Text>
            </Stack>
          ))}
        </Group>
      </DemoSection>

      <DemoSection title={t('spinners.colours')} usage={'<Loader color="grape" />'}>
        <Group gap="lg">
          {colors.map((color) => (
            <Loader key={color} color={color} aria-hidden />
          ))}
        </Group>
      </DemoSection>

      <DemoSection title={t('spinners.sizes')} usage={'<Loader size="xl" />'}>
        <Group gap="lg" align="center">
          {sizes.map((size) => (
            <Loader key={size} size={size} type="bars" aria-hidden />
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('spinners.status.title')}
        usage={'<div role="status"><Loader aria-hidden /> Loading orders…</div>'}
        note={t('spinners.status.note')}
      >
        <Stack gap="sm" align="flex-start">
          <Group gap="sm">
            <Button
              loading={loading}
              onClick={() => {
                setLoaded(false)
                setLoading(true)
                done.start()
              }}
            >
              {t('spinners.status.load')}
            </Button>
          </Group>
          <Group gap="xs" role="status" mih={28}>
            {loading && <Loader size="sm" aria-hidden />}
            <Text size="sm">
              {loading
                ? t('spinners.status.loading')
                : loaded
                  ? t('spinners.status.loaded', { count: 14 })
                  : t('spinners.status.notLoaded')}
            </Text>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
