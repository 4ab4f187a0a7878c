import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const types = ['oval', 'bars', 'dots'] as const
const colors = ['brand', 'blue', 'green', 'grape', 'red', 'gray'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Spinners: Mantine's Loader, for a wait of unknown length. */
export function SpinnersDemo() {
  const [loading, setLoading] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const done = useTimeout(() => {
    setLoading(false)
    setLoaded(true)
  }, 1500)
  return (
    <GalleryPage
      title="Spinners"
      description="A loader for a wait of unknown length. Where the shape of the content is known, a skeleton is better."
    >
      <DemoSection
        title="Types"
        usage={'<Loader type="dots" />'}
        note="Oval is the app's default; use one type throughout."
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

      <DemoSection title="Colours" usage={'<Loader color="grape" />'}>
        <Group gap="lg">
          {colors.map((color) => (
            <Loader key={color} color={color} aria-hidden />
          ))}
        </Group>
      </DemoSection>

      <DemoSection title="Sizes" usage={'<Loader size="xl" />'}>
        <Group gap="lg" align="center">
          {sizes.map((size) => (
            <Loader key={size} size={size} type="bars" aria-hidden />
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Telling people what is loading"
        usage={'<div role="status"><Loader aria-hidden /> Loading orders…</div>'}
        note="A spinner alone says nothing to a screen reader: put it in a status with words, or use a button's loading state."
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
              Load tonight's orders
            </Button>
          </Group>
          <Group gap="xs" role="status" mih={28}>
            {loading && <Loader size="sm" aria-hidden />}
            <Text size="sm">
              {loading
                ? 'Loading orders…'
                : loaded
                  ? '14 orders loaded.'
                  : 'Orders not loaded yet.'}
            </Text>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
