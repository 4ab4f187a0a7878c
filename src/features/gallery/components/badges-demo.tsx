import { Badge, Button, Group, Indicator, Stack, Text } from '@mantine/core'
import { IconCheck, IconClock, IconFlame, IconLeaf } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const colors = ['brand', 'blue', 'green', 'indigo', 'red', 'grape', 'gray'] as const
const variants = ['filled', 'light', 'outline', 'dot', 'default'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Badges: a short status or label next to what it describes. */
export function BadgesDemo() {
  const [waiting, setWaiting] = useState(3)
  return (
    <GalleryPage
      title="Badges"
      description="A short status or label next to what it describes: an order's state, a dish's tags, a count."
    >
      <DemoSection
        title="Colours"
        usage={'<Badge color="green" variant="light">Served</Badge>'}
        note="The word carries the meaning; the colour only helps the eye."
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
        title="Variants"
        usage={'<Badge variant="dot">'}
        note="Light for lists, filled for one badge that must stand out, dot for a quiet status."
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

      <DemoSection title="Sizes" usage={'<Badge size="lg">'}>
        <Group gap="xs" align="center">
          {sizes.map((size) => (
            <Badge key={size} size={size} variant="light">
              Size {size}
            </Badge>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="With icons"
        usage={'<Badge leftSection={<IconLeaf size={12} />}>Vegan</Badge>'}
        note="Menu tags and order states read faster with an icon."
      >
        <Group gap="xs">
          <Badge color="green" variant="light" leftSection={<IconLeaf size={12} aria-hidden />}>
            Vegan
          </Badge>
          <Badge color="red" variant="light" leftSection={<IconFlame size={12} aria-hidden />}>
            Spicy
          </Badge>
          <Badge color="brand" variant="light" leftSection={<IconClock size={12} aria-hidden />}>
            Preparing
          </Badge>
          <Badge color="blue" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
            Served
          </Badge>
        </Group>
      </DemoSection>

      <DemoSection
        title="Counts"
        usage={'<Indicator label={count} size={18}><Button>…</Button></Indicator>'}
        note="A count on a button tells how much is waiting; it updates as things change."
      >
        <Stack gap="sm" align="flex-start">
          <Group gap="lg">
            <Indicator label={waiting} size={18} disabled={waiting === 0} color="red.9">
              <Button variant="default">Orders waiting</Button>
            </Indicator>
            <Text size="sm" aria-live="polite">
              {waiting === 0 ? 'No order is waiting.' : `${waiting} orders are waiting.`}
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={() => setWaiting((n) => n + 1)}>
              New order
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={waiting === 0}
              onClick={() => setWaiting((n) => n - 1)}
            >
              Serve one
            </Button>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
