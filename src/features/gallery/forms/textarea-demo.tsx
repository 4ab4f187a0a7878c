import { Group, SimpleGrid, Text, Textarea } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const NOTE_LIMIT = 200
/** Notes already on file, sample content as written. */
const archivedNote = 'Closed for renovation in August.'
const openingHours = 'Mon–Fri 12:00–23:00\nSat–Sun 11:00–23:30'

/** A textarea with a live count of the characters left. */
function CountedTextarea() {
  const { t } = useTranslation('galleryForms')
  const [value, setValue] = useState('')
  const counterId = useId()
  const left = NOTE_LIMIT - value.length
  return (
    <div>
      <Textarea
        label={t('textarea.counter.label')}
        description={t('textarea.counter.description')}
        placeholder={t('textarea.counter.placeholder')}
        autosize
        minRows={3}
        maxLength={NOTE_LIMIT}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-describedby={counterId}
      />
      <Group justify="flex-end" mt={4}>
        {/* Announced politely, so a screen reader hears the count without being interrupted. */}
        <Text
          id={counterId}
          size="xs"
          c={left <= 20 ? 'var(--mantine-color-error)' : 'dimmed'}
          aria-live="polite"
        >
          {t('textarea.counter.count', { length: value.length, limit: NOTE_LIMIT, left })}
        </Text>
      </Group>
    </div>
  )
}

/** /forms/textarea: multi-line text, growing and counted. */
export function TextareaDemo() {
  const { t } = useTranslation('galleryForms')
  return (
    <GalleryPage page="formTextarea" description={t('textarea.description')}>
      <DemoSection
        title={t('textarea.counter.title')}
        usage={'<Textarea maxLength={200} /><Text aria-live="polite">…</Text>'}
        note={t('textarea.counter.note')}
      >
        <CountedTextarea />
      </DemoSection>
      <DemoSection
        title={t('textarea.states.title')}
        usage={'<Textarea autosize minRows={2} maxRows={6} />'}
        note={t('textarea.states.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('textarea.states.reply')}
            autosize
            minRows={2}
            maxRows={6}
            placeholder={t('textarea.states.replyPlaceholder')}
          />
          <Textarea
            label={t('textarea.states.allergens')}
            required
            error={t('textarea.states.allergensError')}
          />
          <Textarea label={t('textarea.states.archived')} disabled defaultValue={archivedNote} />
          <Textarea
            label={t('textarea.states.hours')}
            readOnly
            defaultValue={openingHours}
            autosize
          />
        </SimpleGrid>
      </DemoSection>
    </GalleryPage>
  )
}
