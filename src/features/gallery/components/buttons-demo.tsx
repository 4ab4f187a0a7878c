import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import {
  IconBell,
  IconDeviceFloppy,
  IconPencil,
  IconPlus,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const variants = ['filled', 'light', 'outline', 'subtle', 'default', 'transparent'] as const
const colors = ['brand', 'blue', 'indigo', 'red', 'grape', 'dark'] as const
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const
const colourVariants = ['filled', 'light'] as const
const iconActions = [
  { key: 'edit', icon: IconPencil, variant: 'light', color: undefined },
  { key: 'waiter', icon: IconBell, variant: 'filled', color: undefined },
  { key: 'delete', icon: IconTrash, variant: 'outline', color: 'red' },
] as const
const services = ['lunch', 'dinner', 'brunch'] as const

/** Buttons: the app's Mantine buttons, each with the ripple on press. */
export function ButtonsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [saving, setSaving] = useState(false)
  const [savedCount, setSavedCount] = useState(0)
  const saved = useTimeout(() => {
    setSaving(false)
    setSavedCount((n) => n + 1)
  }, 1500)
  const [lastAction, setLastAction] = useState<string | null>(null)

  return (
    <GalleryPage page="buttons" description={t('buttons.description')}>
      <DemoSection
        title={t('buttons.variants.title')}
        usage={'<Button variant="light">'}
        note={t('buttons.variants.note')}
      >
        <Group gap="sm">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`common.variants.${variant}`)}
            </Button>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('buttons.colours.title')}
        usage={'<Button color="red">Delete</Button>'}
        note={t('buttons.colours.note')}
      >
        <Stack gap="sm">
          {colourVariants.map((variant) => (
            <Group key={variant} gap="sm">
              {colors.map((color) => (
                <Button key={color} variant={variant} color={color}>
                  {color}
                </Button>
              ))}
            </Group>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection title={t('buttons.sizes')} usage={'<Button size="lg">'}>
        <Group gap="sm" align="center">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              {t('common.size', { size })}
            </Button>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('buttons.states.title')}
        usage={'<Button leftSection={<IconPlus />} loading={isPending} />'}
        note={t('buttons.states.note')}
      >
        <Stack gap="sm">
          <Group gap="sm">
            <Button leftSection={<IconPlus size={16} aria-hidden />}>
              {t('buttons.states.newReservation')}
            </Button>
            <Button variant="default" rightSection={<IconPrinter size={16} aria-hidden />}>
              {t('buttons.states.printBill')}
            </Button>
            <Button
              loading={saving}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => {
                setSaving(true)
                saved.start()
              }}
            >
              {t('buttons.states.saveMenu')}
            </Button>
            <Button disabled>{t('buttons.states.closeService')}</Button>
          </Group>
          <Text size="sm" c="dimmed" aria-live="polite">
            {saving
              ? t('buttons.states.saving')
              : savedCount > 0
                ? t('buttons.states.saved', { count: savedCount })
                : t('buttons.states.closeDisabled')}
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('buttons.icons.title')}
        usage={'<ActionIcon aria-label="Edit"><IconPencil /></ActionIcon>'}
        note={t('buttons.icons.note')}
      >
        <Stack gap="sm">
          <Group gap="sm">
            {iconActions.map(({ key, icon: Icon, variant, color }) => (
              <ActionIcon
                key={key}
                aria-label={t(`buttons.icons.actions.${key}`)}
                variant={variant}
                color={color}
                size="lg"
                onClick={() => setLastAction(key)}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            ))}
            <Button.Group>
              {services.map((service) => (
                <Button key={service} variant="default" onClick={() => setLastAction(service)}>
                  {t(`common.services.${service}`)}
                </Button>
              ))}
            </Button.Group>
          </Group>
          <Text size="sm" aria-live="polite">
            {lastAction
              ? t('buttons.icons.chosen', { action: t(`buttons.icons.actions.${lastAction}`) })
              : t('buttons.icons.choose')}
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
