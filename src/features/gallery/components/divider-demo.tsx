import { Divider, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { useState } from 'react'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const positions = ['left', 'center', 'right'] as const
type Position = (typeof positions)[number]

/** Divider: a line between groups of content, with or without a label. */
export function DividerDemo() {
  const [position, setPosition] = useState<Position>('center')
  return (
    <GalleryPage
      title="Divider"
      description="A line between groups of content, horizontal or vertical, with an optional label."
    >
      <DemoSection
        title="Horizontal"
        usage={'<Divider my="sm" />'}
        note="Separate sections of a card or a form; use spacing alone where it is enough."
      >
        <Stack gap={0}>
          <Text size="sm">Starters: 4 dishes</Text>
          <Divider my="sm" />
          <Text size="sm">Mains: 6 dishes</Text>
          <Divider my="sm" />
          <Text size="sm">Desserts: 3 dishes</Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title="With a label"
        usage={'<Divider label="Dinner service" labelPosition="center" />'}
        note="A label names what follows; move it to see the three positions."
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label="Label position"
            value={position}
            onChange={(value) => setPosition(value as Position)}
            data={positions.map((value) => ({
              value,
              label: value[0]?.toUpperCase() + value.slice(1),
            }))}
            w="fit-content"
          />
          <Divider label="Dinner service" labelPosition={position} />
          <Divider
            labelPosition={position}
            label={
              <Group gap={4}>
                <IconToolsKitchen2 size={14} aria-hidden />
                Kitchen notes
              </Group>
            }
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title="Styles and sizes"
        usage={'<Divider variant="dashed" size="md" color="brand" />'}
        note="Solid by default; dashed or dotted for a lighter break."
      >
        <Stack gap="md">
          <Divider variant="solid" label="Solid" />
          <Divider variant="dashed" label="Dashed" />
          <Divider variant="dotted" label="Dotted" />
          <Divider size="md" color="brand" label="Thick, brand colour" />
        </Stack>
      </DemoSection>

      <DemoSection
        title="Vertical"
        usage={'<Divider orientation="vertical" />'}
        note="Between items in a row, such as figures in a card header."
      >
        <Group gap="md" wrap="wrap">
          <Text size="sm">42 covers</Text>
          <Divider orientation="vertical" />
          <Text size="sm">18 tables</Text>
          <Divider orientation="vertical" />
          <Text size="sm">{formatMoney(3420, { whole: true })} taken</Text>
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
