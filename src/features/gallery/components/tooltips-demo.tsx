import '@/components/styles/full-styles'
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconInfoCircle, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
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
  const { t } = useTranslation('galleryComponents')
  return (
    <GalleryPage page="tooltips" description={t('tooltips.description')}>
      <DemoSection
        title={t('tooltips.icons.title')}
        usage={
          '<Tooltip label="Edit" events={{ hover: true, focus: true, touch: true }}><ActionIcon aria-label="Edit">'
        }
        note={t('tooltips.icons.note')}
      >
        <Group gap="sm">
          {[
            { label: t('tooltips.icons.edit'), icon: IconPencil },
            { label: t('tooltips.icons.print'), icon: IconPrinter },
            { label: t('tooltips.icons.delete'), icon: IconTrash },
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
        title={t('tooltips.positions.title')}
        usage={'<Tooltip position="right" withArrow>'}
        note={t('tooltips.positions.note')}
      >
        <Group gap="sm">
          {positions.map((position) => (
            <Tooltip
              key={position}
              label={t(`tooltips.positions.tooltips.${position}`)}
              position={position}
              events={events}
              {...placement}
              withArrow
            >
              <Button variant="default">{t(`tooltips.positions.sides.${position}`)}</Button>
            </Tooltip>
          ))}
        </Group>
      </DemoSection>

      <DemoSection title={t('tooltips.colours')} usage={'<Tooltip color="grape">'}>
        <Group gap="sm">
          {colors.map((color) => (
            <Tooltip
              key={color}
              label={t('tooltips.colouredTooltip', { colour: t(`common.colours.${color}`) })}
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
        title={t('tooltips.longer.title')}
        usage={'<Tooltip multiline w={240} label="…">'}
        note={t('tooltips.longer.note')}
      >
        <Stack gap="xs" align="flex-start">
          <Group gap={6}>
            <Text size="sm">{t('tooltips.longer.covers')}</Text>
            <Tooltip
              multiline
              w={240}
              events={events}
              {...placement}
              withArrow
              label={t('tooltips.longer.hint')}
            >
              <ActionIcon variant="subtle" size="sm" aria-label={t('tooltips.longer.about')}>
                <IconInfoCircle size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
