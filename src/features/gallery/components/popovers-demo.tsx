import { Button, Group, Popover, Stack, Text, Textarea } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const positions = ['top', 'right', 'bottom', 'left'] as const

/** A popover with a small form; focus stays inside and Escape closes it. */
function NotePopover() {
  const { t } = useTranslation('galleryComponents')
  const [opened, { close, toggle }] = useDisclosure(false)
  const [draft, setDraft] = useState('')
  const [note, setNote] = useState('')
  return (
    <Stack gap="xs" align="flex-start">
      <Popover
        opened={opened}
        onChange={(value) => (value ? undefined : close())}
        trapFocus
        returnFocus
        position="bottom-start"
        withArrow
        shadow="md"
        width={280}
      >
        <Popover.Target>
          <Button variant="default" onClick={toggle}>
            {note ? t('popovers.form.edit') : t('popovers.form.add')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              setNote(draft.trim())
              close()
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('popovers.form.label')}
                data-autofocus
                autosize
                minRows={2}
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={close}>
                  {t('popovers.form.cancel')}
                </Button>
                <Button size="xs" type="submit">
                  {t('popovers.form.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      <Text size="sm" aria-live="polite">
        {note ? t('popovers.form.saved', { note }) : t('popovers.form.none')}
      </Text>
    </Stack>
  )
}

/** Popovers: extra detail or a small form, opened by click, Enter or Space. */
export function PopoversDemo() {
  const { t } = useTranslation('galleryComponents')
  return (
    <GalleryPage page="popovers" description={t('popovers.description')}>
      <DemoSection
        title={t('popovers.basic.title')}
        usage={'<Popover withArrow><Popover.Target><Button/></Popover.Target><Popover.Dropdown>…'}
        note={t('popovers.basic.note')}
      >
        <Popover withArrow shadow="md" width={260} position="bottom-start">
          <Popover.Target>
            <Button>{t('popovers.basic.button')}</Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">{t('popovers.basic.text')}</Text>
          </Popover.Dropdown>
        </Popover>
      </DemoSection>

      <DemoSection
        title={t('popovers.positions.title')}
        usage={'<Popover position="right">'}
        note={t('popovers.positions.note')}
      >
        <Group gap="sm">
          {positions.map((position) => (
            <Popover key={position} position={position} withArrow shadow="md">
              <Popover.Target>
                <Button variant="light">{t(`popovers.positions.sides.${position}`)}</Button>
              </Popover.Target>
              <Popover.Dropdown>
                <Text size="sm">{t(`popovers.positions.shown.${position}`)}</Text>
              </Popover.Dropdown>
            </Popover>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('popovers.form.title')}
        usage={'<Popover trapFocus returnFocus><Textarea data-autofocus …/></Popover>'}
        note={t('popovers.form.note')}
      >
        <NotePopover />
      </DemoSection>
    </GalleryPage>
  )
}
