import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const kinds = [
  {
    key: 'success',
    color: 'green',
    icon: IconCircleCheck,
  },
  {
    key: 'info',
    color: 'blue',
    icon: IconInfoCircle,
  },
  {
    key: 'warning',
    color: 'brand',
    icon: IconAlertTriangle,
  },
  {
    key: 'error',
    color: 'red',
    icon: IconCircleX,
  },
] as const

const variants = ['light', 'filled', 'outline', 'default', 'transparent'] as const

/** Alerts: a message that stays on the page until it no longer applies. */
export function AlertsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [dismissed, setDismissed] = useState<string[]>([])
  const shown = kinds.filter((kind) => !dismissed.includes(kind.key))
  return (
    <GalleryPage page="alerts" description={t('alerts.description')}>
      <DemoSection
        title={t('alerts.colours.title')}
        usage={'<Alert color="green" icon={<IconCircleCheck />} title="…">'}
        note={t('alerts.colours.note')}
      >
        <Stack gap="sm">
          {kinds.map(({ key, color, icon: Icon }) => (
            <Alert
              key={key}
              color={color}
              title={t(`alerts.kinds.${key}.title`)}
              icon={<Icon aria-hidden />}
            >
              {t(`alerts.kinds.${key}.text`)}
            </Alert>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('alerts.variants.title')}
        usage={'<Alert variant="outline">'}
        note={t('alerts.variants.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {variants.map((variant) => (
            <Alert
              key={variant}
              variant={variant}
              color="blue"
              title={t(`common.variants.${variant}`)}
              icon={<IconInfoCircle aria-hidden />}
            >
              {t('alerts.variants.text')}
            </Alert>
          ))}
        </SimpleGrid>
      </DemoSection>

      <DemoSection
        title={t('alerts.dismissible.title')}
        usage={'<Alert withCloseButton closeButtonLabel="Dismiss" onClose={…}>'}
        note={t('alerts.dismissible.note')}
      >
        <Stack gap="sm">
          {shown.map(({ key, color, icon: Icon }) => (
            <Alert
              key={key}
              color={color}
              title={t(`alerts.kinds.${key}.title`)}
              icon={<Icon aria-hidden />}
              withCloseButton
              closeButtonLabel={t('alerts.dismissible.dismiss', {
                title: t(`alerts.kinds.${key}.title`),
              })}
              onClose={() => setDismissed((keys) => [...keys, key])}
            >
              {t(`alerts.kinds.${key}.text`)}
            </Alert>
          ))}
          <Group>
            <Button
              variant="default"
              disabled={dismissed.length === 0}
              onClick={() => setDismissed([])}
            >
              {t('alerts.dismissible.showDismissed', { number: dismissed.length })}
            </Button>
          </Group>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('alerts.actions.title')}
        usage={'<Alert title="…"><Group><Button size="xs">…</Button></Group></Alert>'}
        note={t('alerts.actions.note')}
      >
        <Alert
          color="brand"
          title={t('alerts.actions.alertTitle')}
          icon={<IconAlertTriangle aria-hidden />}
        >
          <Stack gap="xs">
            {t('alerts.actions.alertText')}
            <Group gap="xs">
              <Button
                size="xs"
                color="brand"
                onClick={() => notifications.show({ message: t('alerts.actions.drinkSent') })}
              >
                {t('alerts.actions.offerDrink')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => notifications.show({ message: t('alerts.actions.kitchenAsked') })}
              >
                {t('alerts.actions.callKitchen')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </DemoSection>
    </GalleryPage>
  )
}
