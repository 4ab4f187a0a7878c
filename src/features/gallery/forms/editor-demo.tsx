import { Paper, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { RichTextField } from '@/components/rich-text-field'
import { SafeHtml } from '@/components/safe-html'
import { DemoSection, GalleryPage } from '../demo'

const starter =
  '<p><strong>Autumn tasting menu</strong></p><ul><li>Pumpkin risotto with sage butter</li><li>Braised beef cheek, polenta</li></ul><p>Ask your server about wine pairings.</p>'

/** /forms/editor: the app's one rich-text field and what it produces. */
export function EditorDemo() {
  const [html, setHtml] = useState(starter)
  const empty = html.replace(/<[^>]*>/g, '').trim() === ''
  return (
    <GalleryPage
      page="formEditor"
      description="The app's rich-text field, used for emails, menu descriptions and notes."
    >
      <DemoSection
        title="Rich-text field"
        usage={
          '<RichTextField label="…" value={html} onChange={setHtml} /> — @/components/rich-text-field'
        }
        note="It loads the editor only when shown and produces HTML; show that HTML again only through SafeHtml."
      >
        <RichTextField
          label="Menu description"
          value={html}
          onChange={setHtml}
          error={empty ? 'Write a line or two about the menu' : undefined}
        />
      </DemoSection>
      <DemoSection
        title="Preview"
        usage={'<SafeHtml html={html} /> — @/components/safe-html'}
        note="How guests would see it: sanitised, so pasted scripts and styles never run."
      >
        <Paper withBorder p="md" radius="md" aria-label="Preview of the menu description">
          <Title order={3} size="h5" mb="xs">
            Preview
          </Title>
          {empty ? (
            <Text size="sm" c="dimmed">
              Nothing to preview yet.
            </Text>
          ) : (
            <SafeHtml html={html} />
          )}
        </Paper>
      </DemoSection>
    </GalleryPage>
  )
}
