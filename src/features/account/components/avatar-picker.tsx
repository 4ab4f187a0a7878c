import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { IconRotate, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/contract/account'
import { formatNumber } from '@/lib/format'

/** Kilobytes, rounded up, as the language writes the number (the unit is the sentence's). */
const kB = (bytes: number) => formatNumber(Math.ceil(bytes / 1024))

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
  const { t } = useTranslation('account')
  const [problem, setProblem] = useState<string>()
  /** Why a picked file cannot be the avatar, or nothing: checked before anything is uploaded. */
  const problemOf = (file: File) => {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return t('avatar.wrongType')
    if (file.size > AVATAR_MAX_BYTES)
      return t('avatar.tooLarge', { size: kB(file.size), limit: kB(AVATAR_MAX_BYTES) })
    return undefined
  }
  const pick = async (file: File | null) => {
    if (!file) return
    const fileProblem = problemOf(file)
    setProblem(fileProblem)
    if (fileProblem) return
    try {
      onChange(await readAsDataUrl(file))
    } catch {
      setProblem(t('avatar.unreadable'))
    }
  }
  const message = problem ?? error
  return (
    // On a phone the buttons go under the photo: beside it, the upload button's words (longer still
    // in French and German) ran past the card.
    <Group gap="lg" align="center">
      <UserAvatar name={name} src={value} size={96} radius="md" />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={(file) => void pick(file)} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('avatar.upload')}
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
            {t('avatar.reset')}
          </Button>
        </Group>
        {/* Sentences isolated: a right-to-left page keeps their full stops at their end. */}
        <Text size="xs" c="dimmed" id="avatar-rules">
          <bdi>{t('avatar.rules', { limit: kB(AVATAR_MAX_BYTES) })}</bdi>
        </Text>
        {message && (
          <Text size="sm" c="red" role="alert">
            <bdi>{message}</bdi>
          </Text>
        )}
      </Stack>
    </Group>
  )
}
