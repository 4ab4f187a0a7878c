import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconInfoCircle, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react'
import { DemoSection, GalleryPage } from '../demo'

/** Tooltips open on keyboard focus as well as hover (and on touch). */
const events = { hover: true, focus: true, touch: true }
/**
 * Rendered next to their button, inside the page's landmarks (a portal at the end of
 * the body is outside them: axe's region rule); fixed, so that no card clips them.
 */
const placement = { withinPortal: false, floatingStrategy: 'fixed' } as const
const positions = ['top', 'right', 'bottom', 'left'] as const
const colors = ['dark', 'brand', 'blue', 'grape', 'red'] as const

/** Tooltips: a short hint on hover or keyboard focus. */
export function TooltipsDemo() {
  return (
    <GalleryPage
      title="Tooltips"
      description="A short hint shown on hover or keyboard focus. Never put anything in a tooltip that people must read to do their job."
    >
      <DemoSection
        title="Icon buttons"
        usage={
          '<Tooltip label="Edit" events={{ hover: true, focus: true, touch: true }}><ActionIcon aria-label="Edit">'
        }
        note="The most common use: naming an icon button for sighted people; the button keeps its own aria-label."
      >
        <Group gap="sm">
          {[
            { label: 'Edit order', icon: IconPencil },
            { label: 'Print ticket', icon: IconPrinter },
            { label: 'Delete order', icon: IconTrash },
          ].map(({ label, icon: Icon }) => (
            <Tooltip key={label} label={label} events={events} withArrow {...placement}>
              <ActionIcon variant="light" size="lg" aria-label={label}>
                <Icon size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Positions"
        usage={'<Tooltip position="right" withArrow>'}
        note="Tab to a button to open its tooltip from the keyboard; Escape closes it."
      >
        <Group gap="sm">
          {positions.map((position) => (
            <Tooltip
              key={position}
              label={`Tooltip on the ${position}`}
              position={position}
              events={events}
              {...placement}
              withArrow
            >
              <Button variant="default">{position[0]?.toUpperCase() + position.slice(1)}</Button>
            </Tooltip>
          ))}
        </Group>
      </DemoSection>

      <DemoSection title="Colours" usage={'<Tooltip color="grape">'}>
        <Group gap="sm">
          {colors.map((color) => (
            <Tooltip
              key={color}
              label={`A ${color} tooltip`}
              color={color}
              events={events}
              {...placement}
            >
              <Button variant="light" color={color === 'dark' ? 'gray' : color}>
                {color}
              </Button>
            </Tooltip>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Longer hints"
        usage={'<Tooltip multiline w={240} label="…">'}
        note="Wrap longer hints; keep them to a sentence or two."
      >
        <Stack gap="xs" align="flex-start">
          <Group gap={6}>
            <Text size="sm">Covers per hour</Text>
            <Tooltip
              multiline
              w={240}
              events={events}
              {...placement}
              withArrow
              label="Guests seated in the last hour, walk-ins included. The kitchen plans the next hour from it."
            >
              <ActionIcon variant="subtle" size="sm" aria-label="About covers per hour">
                <IconInfoCircle size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
