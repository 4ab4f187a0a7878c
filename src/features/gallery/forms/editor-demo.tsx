import { Paper, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { RichTextField } from '@/components/rich-text-field'
import { SafeHtml } from '@/components/safe-html'
import { DemoSection, GalleryPage } from '../demo'

/** The menu description to start from: sample content, as the restaurant wrote it. */
const starter =
  '<p><strong>Autumn tasting menu</strong></p><ul><li>Pumpkin risotto with sage butter</li><li>Braised beef cheek, polenta</li></ul><p>Ask your server about wine pairings.</p>'

/** /forms/editor: the app's one rich-text field and what it produces. */
export function EditorDemo() {
  const { t } = useTranslation('galleryForms')
  const [html, setHtml] = useState(starter)
  const empty = html.replace(/<[^>]*>/g, '').trim() === ''
  return (
    <GalleryPage page="formEditor" description={t('editor.description')}>
      <DemoSection
        title={t('editor.field.title')}
        usage={
          '<RichTextField label="…" value={html} onChange={setHtml} /> — @/components/rich-text-field'
        }
        note={t('editor.field.note')}
      >
        <RichTextField
          label={t('editor.field.label')}
          value={html}
          onChange={setHtml}
          error={empty ? t('editor.field.empty') : undefined}
        />
      </DemoSection>
      <DemoSection
        title={t('editor.preview.title')}
        usage={'<SafeHtml html={html} /> — @/components/safe-html'}
        note={t('editor.preview.note')}
      >
        <Paper withBorder p="md" radius="md" aria-label={t('editor.preview.label')}>
          <Title order={3} size="h5" mb="xs">
            {t('editor.preview.title')}
          </Title>
          {empty ? (
            <Text size="sm" c="dimmed">
              {t('editor.preview.nothing')}
            </Text>
          ) : (
            <SafeHtml html={html} />
          )}
        </Paper>
      </DemoSection>
    </GalleryPage>
  )
}
