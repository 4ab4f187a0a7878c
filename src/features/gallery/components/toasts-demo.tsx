import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCheck } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const kinds = [
  { key: 'success', color: 'green' },
  { key: 'error', color: 'red' },
  { key: 'info', color: 'blue' },
  { key: 'warning', color: 'brand' },
] as const

/** Toasts: the app's one toast system (Mantine notifications, top right, 3 s, at most 2 shown). */
export function ToastsDemo() {
  const { t } = useTranslation('galleryComponents')
  const queueThree = () => {
    for (const n of [1, 2, 3])
      notifications.show({
        title: t('toasts.queue.ready', { number: 2040 + n }),
        message: t('toasts.queue.pickUp'),
      })
  }

  const saveWithProgress = () => {
    const id = notifications.show({
      loading: true,
      title: t('toasts.loading.saving'),
      message: t('toasts.loading.publishing'),
      autoClose: false,
      withCloseButton: false,
    })
    setTimeout(() => {
      notifications.update({
        id,
        loading: false,
        color: 'green',
        title: t('toasts.loading.saved'),
        message: t('toasts.loading.live'),
        icon: <IconCheck size={18} aria-hidden />,
        autoClose: 3000,
        withCloseButton: true,
      })
    }, 1500)
  }

  return (
    <GalleryPage page="toasts" description={t('toasts.description')}>
      <DemoSection
        title={t('toasts.kinds.title')}
        usage={"notifications.show({ color: 'green', title, message })"}
        note={t('toasts.kinds.note')}
      >
        <Group gap="sm">
          {kinds.map((kind) => (
            <Button
              key={kind.key}
              variant="light"
              color={kind.color}
              onClick={() =>
                notifications.show({
                  color: kind.color,
                  title: t(`toasts.kinds.toasts.${kind.key}.title`),
                  message: t(`toasts.kinds.toasts.${kind.key}.message`, { guest: 'Anna Weber' }),
                })
              }
            >
              {t(`toasts.kinds.toasts.${kind.key}.label`)}
            </Button>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('toasts.queue.title')}
        usage={'<Notifications limit={2} autoClose={3000} />'}
        note={t('toasts.queue.note')}
      >
        <Group gap="sm">
          <Button onClick={queueThree}>{t('toasts.queue.show')}</Button>
          <Button variant="default" onClick={() => notifications.clean()}>
            {t('toasts.queue.clear')}
          </Button>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('toasts.loading.title')}
        usage={'const id = notifications.show({ loading: true }); notifications.update({ id, … })'}
        note={t('toasts.loading.note')}
      >
        <Button onClick={saveWithProgress}>{t('toasts.loading.publish')}</Button>
      </DemoSection>

      <DemoSection
        title={t('toasts.staying.title')}
        usage={'notifications.show({ autoClose: false, message })'}
        note={t('toasts.staying.note')}
      >
        <Stack gap="xs" align="flex-start">
          <Button
            variant="default"
            onClick={() =>
              notifications.show({
                autoClose: false,
                title: t('toasts.staying.toastTitle'),
                message: t('toasts.staying.toastMessage'),
              })
            }
          >
            {t('toasts.staying.show')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('toasts.staying.close')}
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
