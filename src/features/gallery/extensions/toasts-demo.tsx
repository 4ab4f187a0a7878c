import { Button, ColorSwatch, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useRef } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const types = [
  { key: 'success', color: 'green' },
  { key: 'info', color: 'blue' },
  { key: 'warning', color: 'yellow' },
  { key: 'error', color: 'red' },
] as const

/** The app's one notification system: its types, the loading-then-done update and the queue. */
export function ToastsDemo() {
  const { t } = useTranslation('galleryExtensions')
  const counter = useRef(0)
  const showLoading = () => {
    const id = notifications.show({
      loading: true,
      title: t('toasts.loading.sending'),
      message: t('toasts.loading.waiting'),
      autoClose: false,
      withCloseButton: false,
    })
    window.setTimeout(
      () =>
        notifications.update({
          id,
          loading: false,
          color: 'green',
          title: t('toasts.loading.received'),
          message: t('toasts.loading.kitchenHasIt'),
          autoClose: 3000,
          withCloseButton: true,
        }),
      1500,
    )
  }
  const queueFive = () => {
    for (let i = 0; i < 5; i += 1) {
      counter.current += 1
      notifications.show({
        title: t('toasts.queue.toast', { number: counter.current }),
        message: t('toasts.queue.queued'),
      })
    }
  }
  return (
    <GalleryPage page="extToasts" description={t('toasts.description')}>
      <DemoSection
        title={t('toasts.types.title')}
        usage="notifications.show({ color, title, message })"
        note={t('toasts.types.note')}
      >
        <Group>
          {types.map((type) => (
            <Button
              key={type.key}
              variant="default"
              leftSection={<ColorSwatch color={`var(--mantine-color-${type.color}-6)`} size={12} />}
              onClick={() =>
                notifications.show({
                  color: type.color,
                  title: t(`toasts.types.toasts.${type.key}.title`),
                  message: t(`toasts.types.toasts.${type.key}.message`),
                })
              }
            >
              {t(`toasts.types.toasts.${type.key}.label`)}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection
        title={t('toasts.loading.title')}
        usage="const id = notifications.show({ loading: true }); notifications.update({ id, … })"
        note={t('toasts.loading.note')}
      >
        <Button variant="light" onClick={showLoading}>
          {t('toasts.loading.send')}
        </Button>
      </DemoSection>
      <DemoSection
        title={t('toasts.queue.title')}
        usage="notifications.cleanQueue() · notifications.clean()"
        note={t('toasts.queue.note')}
      >
        <Group>
          <Button variant="light" onClick={queueFive}>
            {t('toasts.queue.showFive')}
          </Button>
          <Button variant="default" onClick={() => notifications.cleanQueue()}>
            {t('toasts.queue.clearQueue')}
          </Button>
          <Button variant="default" onClick={() => notifications.clean()}>
            {t('toasts.queue.closeAll')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {t('toasts.queue.place')}
        </Text>
      </DemoSection>
    </GalleryPage>
  )
}
