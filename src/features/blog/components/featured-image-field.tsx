import { FileInput, Stack } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { BLOG_IMAGE_MAX_BYTES, blogImageTypes } from '@/contract/blog'
import { translateMessage } from '@/lib/messages'
import classes from './blog.module.css'

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The post's picture: a PNG, JPEG, WebP or GIF of at most 1 MB, checked here
 * before it is read, and kept as a data URL (the mock has no file store).
 * A refused file leaves the current picture as it was.
 */
export function FeaturedImageField({
  value,
  error,
  onChange,
  onError,
}: {
  value: string
  error?: string
  onChange: (dataUrl: string) => void
  onError: (message: string) => void
}) {
  const { t } = useTranslation('blog')
  const [file, setFile] = useState<File | null>(null)
  const refuse = (message: string) => onError(translateMessage(message))
  const pick = async (next: File | null) => {
    if (!next) return
    if (!(blogImageTypes as readonly string[]).includes(next.type))
      return refuse('Choose a PNG, JPEG, WebP or GIF image')
    if (next.size > BLOG_IMAGE_MAX_BYTES) return refuse('The image is larger than 1 MB')
    try {
      const dataUrl = await readAsDataUrl(next)
      setFile(next)
      onChange(dataUrl)
    } catch (readError) {
      refuse((readError as Error).message)
    }
  }
  return (
    <Stack gap="xs">
      <FileInput
        label={t('image.label')}
        description={t('image.hint')}
        accept={blogImageTypes.join(',')}
        value={file}
        onChange={(next) => void pick(next)}
        error={error}
        leftSection={<IconPhoto size={16} aria-hidden />}
      />
      {value && <img src={value} alt={t('image.preview')} className={classes.preview} />}
    </Stack>
  )
}
