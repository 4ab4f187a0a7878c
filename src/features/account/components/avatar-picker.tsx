import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { IconRotate, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { UserAvatar } from '@/components/user-avatar'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/contract/account'

const kB = (bytes: number) => `${String(Math.ceil(bytes / 1024))} kB`

/** Why a picked file cannot be the avatar, or nothing: checked before anything is uploaded. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Use a JPG, PNG, GIF or WebP image.'
  if (file.size > AVATAR_MAX_BYTES)
    return `The image is ${kB(file.size)}; the limit is ${kB(AVATAR_MAX_BYTES)}.`
  return undefined
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The avatar, a button to pick a new one (previewed at once, uploaded on Save)
 * and one to go back to the saved picture.
 */
export function AvatarPicker({
  name,
  value,
  saved,
  error,
  onChange,
}: {
  name: string
  /** The picture shown: the saved one, or a picked one as a data URL. */
  value: string
  saved: string
  /** A server's message about the picture. */
  error?: string
  onChange: (avatar: string) => void
}) {
  const [problem, setProblem] = useState<string>()
  const pick = async (file: File | null) => {
    if (!file) return
    const fileProblem = avatarFileProblem(file)
    setProblem(fileProblem)
    if (fileProblem) return
    try {
      onChange(await readAsDataUrl(file))
    } catch {
      setProblem('The file could not be read.')
    }
  }
  const message = problem ?? error
  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <UserAvatar name={name} src={value} size={96} radius="md" />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />}>
                Upload new photo
              </Button>
            )}
          </FileButton>
          <Button
            variant="default"
            leftSection={<IconRotate size={16} aria-hidden />}
            disabled={value === saved && !problem}
            onClick={() => {
              setProblem(undefined)
              onChange(saved)
            }}
          >
            Reset
          </Button>
        </Group>
        <Text size="xs" c="dimmed" id="avatar-rules">
          Allowed JPG, PNG, GIF or WebP. Max size of 800 kB.
        </Text>
        {message && (
          <Text size="sm" c="red" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Group>
  )
}
