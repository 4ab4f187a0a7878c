import '@/components/styles/full-styles'
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const modalSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'full'] as const

function BasicModal() {
  const { t } = useTranslation('galleryComponents')
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button onClick={open}>{t('modals.basic.open')}</Button>
      <Modal opened={opened} onClose={close} title={t('modals.basic.modalTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('modals.basic.text')}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('modals.basic.gotIt')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

function ConfirmModal() {
  const { t } = useTranslation('galleryComponents')
  const [opened, { open, close }] = useDisclosure(false)
  const [cancelled, setCancelled] = useState(false)
  return (
    <Group gap="md">
      {/* One button, so that focus has somewhere to return to after the cancel. */}
      <Button
        color={cancelled ? undefined : 'red'}
        variant={cancelled ? 'default' : 'light'}
        onClick={cancelled ? () => setCancelled(false) : open}
      >
        {cancelled ? t('modals.confirm.restore') : t('modals.confirm.cancel')}
      </Button>
      <Text size="sm" aria-live="polite">
        {cancelled ? t('modals.confirm.isCancelled') : t('modals.confirm.isConfirmed')}
      </Text>
      <Modal opened={opened} onClose={close} title={t('modals.confirm.question')} centered>
        <Text size="sm">{t('modals.confirm.text', { name: 'Anna Weber' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} data-autofocus>
            {t('modals.confirm.keep')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setCancelled(true)
              close()
              notifications.show({ color: 'green', message: t('modals.confirm.toast') })
            }}
          >
            {t('modals.confirm.confirm')}
          </Button>
        </Group>
      </Modal>
    </Group>
  )
}

function FormModal() {
  const { t } = useTranslation('galleryComponents')
  const [opened, { open, close }] = useDisclosure(false)
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [booked, setBooked] = useState<string[]>([])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError(t('modals.form.nameMissing'))
      return
    }
    setBooked((names) => [...names, name.trim()])
    setName('')
    setError('')
    close()
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button onClick={open}>{t('modals.form.new')}</Button>
      <Text size="sm" aria-live="polite">
        {booked.length
          ? t('modals.form.booked', { names: booked.join(', ') })
          : t('modals.form.none')}
      </Text>
      <Modal opened={opened} onClose={close} title={t('modals.form.new')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('modals.form.name')}
              required
              data-autofocus
              value={name}
              error={error || undefined}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <NumberInput label={t('modals.form.guests')} min={1} max={24} defaultValue={2} />
            <Select
              label={t('modals.form.service')}
              data={(['lunch', 'dinner'] as const).map((value) => ({
                value,
                label: t(`common.services.${value}`),
              }))}
              defaultValue="dinner"
              allowDeselect={false}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {t('modals.form.cancel')}
              </Button>
              <Button type="submit">{t('modals.form.book')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  )
}

function SizedModals() {
  const { t } = useTranslation('galleryComponents')
  const [size, setSize] = useState<(typeof modalSizes)[number] | null>(null)
  return (
    <>
      <Group gap="sm">
        {modalSizes.map((value) => (
          <Button key={value} variant="default" onClick={() => setSize(value)}>
            {t('common.size', { size: value })}
          </Button>
        ))}
      </Group>
      <Modal
        opened={size !== null}
        onClose={() => setSize(null)}
        title={t('modals.sizes.modalTitle', { size: size ?? '' })}
        size={size === 'full' ? '100%' : (size ?? 'md')}
        fullScreen={size === 'full'}
      >
        <Text size="sm">{t('modals.sizes.text')}</Text>
      </Modal>
    </>
  )
}

function ScrollingModal() {
  const { t } = useTranslation('galleryComponents')
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('modals.long.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('modals.long.modalTitle')}>
        <Stack gap="xs">
          {Array.from({ length: 30 }, (_, index) => (
            <Text key={index} size="sm">
              {t('modals.long.dish', { number: index + 1 })}
            </Text>
          ))}
        </Stack>
      </Modal>
    </>
  )
}

/** Modals: a dialog over the page; focus stays inside and goes back to the button on close. */
export function ModalsDemo() {
  const { t } = useTranslation('galleryComponents')
  return (
    <GalleryPage page="modals" description={t('modals.description')}>
      <DemoSection
        title={t('modals.basic.title')}
        usage={'<Modal opened={opened} onClose={close} title="…">'}
        note={t('modals.basic.note')}
      >
        <BasicModal />
      </DemoSection>
      <DemoSection
        title={t('modals.confirm.title')}
        usage={'<Modal centered>…<Button data-autofocus>Keep it</Button>'}
        note={t('modals.confirm.note')}
      >
        <ConfirmModal />
      </DemoSection>
      <DemoSection
        title={t('modals.form.title')}
        usage={'<Modal><form onSubmit={…}><TextInput data-autofocus …/></form></Modal>'}
        note={t('modals.form.note')}
      >
        <FormModal />
      </DemoSection>
      <DemoSection title={t('modals.sizes.title')} usage={'<Modal size="lg"> / <Modal fullScreen>'}>
        <SizedModals />
      </DemoSection>
      <DemoSection
        title={t('modals.long.title')}
        usage={'<Modal title="…">…</Modal>'}
        note={t('modals.long.note')}
      >
        <ScrollingModal />
      </DemoSection>
    </GalleryPage>
  )
}
