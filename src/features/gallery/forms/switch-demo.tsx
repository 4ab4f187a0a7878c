import '@/components/styles/full-styles'
import { Group, Stack, Switch, Text } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** /forms/switch: settings that apply at once. */
export function SwitchDemo() {
  const { t } = useTranslation('galleryForms')
  const [open, setOpen] = useState(true)
  const [alerts, setAlerts] = useState<string[]>(['new'])
  return (
    <GalleryPage page="formSwitch" description={t('switch.description')}>
      <DemoSection
        title={t('switch.basic.title')}
        usage={'<Switch label="…" checked onChange />'}
        note={t('switch.basic.note')}
      >
        <Stack gap="sm">
          <Switch
            label={t('switch.basic.online')}
            checked={open}
            onChange={(event) => setOpen(event.currentTarget.checked)}
          />
          <Text size="sm" aria-live="polite">
            {open ? t('switch.basic.open') : t('switch.basic.paused')}
          </Text>
          <Switch label={t('switch.basic.happyHour')} disabled />
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('switch.group.title')}
        usage={'<Switch.Group label="…" value onChange>'}
        note={t('switch.group.note')}
      >
        <Switch.Group label={t('switch.group.label')} value={alerts} onChange={setAlerts}>
          <Stack mt="xs" gap="xs">
            <Switch value="new" label={t('switch.group.new')} />
            <Switch value="cancel" label={t('switch.group.cancel')} />
            <Switch value="reviews" label={t('switch.group.reviews')} />
          </Stack>
        </Switch.Group>
      </DemoSection>
      <DemoSection
        title={t('switch.icons.title')}
        usage={'<Switch size="lg" onLabel={…} offLabel={…} />'}
      >
        <Group>
          <Switch size="xs" label={t('switch.icons.compact')} />
          <Switch
            size="lg"
            label={t('switch.icons.evening')}
            defaultChecked
            onLabel={<IconMoon size={14} aria-hidden />}
            offLabel={<IconSun size={14} aria-hidden />}
          />
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
