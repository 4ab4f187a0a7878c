import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core'
import { useClipboard } from '@mantine/hooks'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const snippet = `const clipboard = useClipboard({ timeout: 2000 })
clipboard.copy('Table 7: 2 × risotto')`

/** One copy button with its confirmation; each has its own clipboard state. */
function CopyButton({ value, label }: { value: string; label: string }) {
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
        {clipboard.copied ? 'Copied' : label}
      </Button>
      <Text size="sm" role="status" c={clipboard.error ? 'red' : 'teal'}>
        {clipboard.copied && 'Copied to the clipboard.'}
        {clipboard.error &&
          'The browser did not allow copying; select the text and copy it yourself.'}
      </Text>
    </Stack>
  )
}

/** Copying text and code with Mantine's useClipboard, with a confirmation. */
export function ClipboardDemo() {
  const [text, setText] = useState('Wi-Fi: Tavola-Guests / password: buonappetito')
  return (
    <GalleryPage
      page="extClipboard"
      description="Copy a value with one click; the button confirms for two seconds and a message says so to screen readers."
    >
      <DemoSection
        title="Copy text"
        usage="const clipboard = useClipboard({ timeout: 2000 }); clipboard.copy(value)"
        note="For values people paste elsewhere: codes, addresses, links."
      >
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Text to copy"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
          <div style={{ paddingTop: 24 }}>
            <CopyButton value={text} label="Copy text" />
          </div>
        </Group>
      </DemoSection>
      <DemoSection
        title="Copy code"
        usage="<Code block>…</Code> + a copy button"
        note="For snippets in docs and settings pages."
      >
        <Stack gap="sm" align="flex-start">
          <Code block w="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {snippet}
          </Code>
          <CopyButton value={snippet} label="Copy code" />
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
