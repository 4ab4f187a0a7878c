import { Button, Group, Progress, RingProgress, Slider, Stack, Text } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const colors = ['brand', 'blue', 'green', 'grape', 'red'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

function OrderProgress() {
  const [value, setValue] = useState(0)
  const interval = useInterval(() => {
    setValue((current) => {
      const next = Math.min(100, current + 10)
      if (next === 100) interval.stop()
      return next
    })
  }, 300)
  const label =
    value === 0 ? 'Not started' : value < 100 ? `Cooking, ${value}%` : 'Ready for the pass'
  return (
    <Stack gap="sm">
      <Progress
        value={value}
        size="lg"
        aria-label="Order #2041"
        striped
        animated={interval.active}
      />
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          Order #2041: {label}
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
              ? 'Pause'
              : value === 100
                ? 'Cook again'
                : value > 0
                  ? 'Resume'
                  : 'Start cooking'}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              interval.stop()
              setValue(0)
            }}
          >
            Reset
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

/** Progress: how far along something is, as a bar or a ring. */
export function ProgressDemo() {
  const [covers, setCovers] = useState(62)
  return (
    <GalleryPage
      title="Progress"
      description="How far along something is: an order in the kitchen, tonight's bookings against capacity."
    >
      <DemoSection
        title="Animated"
        usage={'<Progress value={value} striped animated aria-label="…" />'}
        note="Give every bar a name; say the value in words too."
      >
        <OrderProgress />
      </DemoSection>

      <DemoSection
        title="Controlled"
        usage={'<Progress value={covers} /> + <Slider value={covers} onChange={…} />'}
        note="Move the slider (or use the arrow keys on it) and the bar and ring follow."
      >
        <Group align="center" gap="xl" wrap="wrap">
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Slider
              value={covers}
              onChange={setCovers}
              label={(value) => `${value}%`}
              thumbLabel="Booked covers, percent of capacity"
            />
            <Progress
              value={covers}
              aria-label="Booked covers"
              color={covers > 90 ? 'red' : 'brand'}
            />
            <Text size="sm">{covers}% of the 80 covers are booked.</Text>
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

      <DemoSection title="Colours and sizes" usage={'<Progress color="green" size="xl" />'}>
        <Stack gap="sm">
          {colors.map((color, index) => (
            <Progress
              key={color}
              color={color}
              size={sizes[index]}
              value={30 + index * 15}
              aria-label={`${color} bar, ${30 + index * 15}%`}
            />
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title="Sections"
        usage={'<Progress.Root><Progress.Section value={40} color="blue">…'}
        note="Parts of a whole: tonight's takings by payment type. The legend says the same in words."
      >
        <Stack gap="xs">
          <Progress.Root size="xl" aria-hidden>
            <Progress.Section value={55} color="blue">
              <Progress.Label>Card</Progress.Label>
            </Progress.Section>
            <Progress.Section value={30} color="grape">
              <Progress.Label>Cash</Progress.Label>
            </Progress.Section>
            <Progress.Section value={15} color="brand">
              <Progress.Label>App</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <Text size="sm">Card 55% · Cash 30% · App 15%</Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
