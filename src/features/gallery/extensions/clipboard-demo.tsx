import '@/components/styles/full-styles'
import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const snippet = `const clipboard = useClipboard({ timeout: 2000 })
clipboard.copy('Table 7: 2 × risotto')`
/** The value to start from: the guests' Wi-Fi, a sample the field lets people change. */
const wifi = 'Wi-Fi: Tavola-Guests / password: buonappetito'

/** One copy button with its confirmation; each has its own clipboard state. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('galleryExtensions')
  const clipboard = useClipboard({ timeout: 2000 })
  return (
    <Stack gap={4}>
      <Button
        variant={clipboard.copied ? 'filled' : 'light'}
        color={clipboard.copied ? 'teal' : undefined}
        leftSection={
          clipboard.copied ? (
            <IconCheck size={16} aria-hidden />
          ) : (
            <IconCopy size={16} aria-hidden />
          )
        }
        onClick={() => clipboard.copy(value)}
      >
        {clipboard.copied ? t('clipboard.copied') : label}
      </Button>
      <Text size="sm" role="status" c={clipboard.error ? 'red' : 'teal'}>
        {clipboard.copied && t('clipboard.copiedStatus')}
        {clipboard.error && t('clipboard.error')}
      </Text>
    </Stack>
  )
}

/** Copying text and code with Mantine's useClipboard, with a confirmation. */
export function ClipboardDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [text, setText] = useState(wifi)
  return (
    <GalleryPage page="extClipboard" description={t('clipboard.description')}>
      <DemoSection
        title={t('clipboard.text.title')}
        usage="const clipboard = useClipboard({ timeout: 2000 }); clipboard.copy(value)"
        note={t('clipboard.text.note')}
      >
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('clipboard.text.label')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <div style={{ paddingTop: 24 }}>
            <CopyButton value={text} label={t('clipboard.text.copy')} />
          </div>
        </Group>
      </DemoSection>
      <DemoSection
        title={t('clipboard.code.title')}
        usage="<Code block>…</Code><CopyButton value={snippet} />"
        note={t('clipboard.code.note')}
      >
        <Stack gap="sm" align="flex-start">
          <Code block w="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {snippet}
          </Code>
          <CopyButton value={snippet} label={t('clipboard.code.copy')} />
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
