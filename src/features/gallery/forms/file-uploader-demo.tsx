import '@/components/styles/full-styles'
import '@mantine/dropzone/styles.layer.css'
import { Alert, Button, Group, Image, List, SimpleGrid, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection, IMAGE_MIME_TYPE } from '@mantine/dropzone'
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'
import { rejectionMessage, MAX_FILES, MAX_SIZE } from './file-limits'

interface Picked {
  file: File
  url: string
}

/** /forms/file-uploader: drag and drop with previews and limits. */
export function FileUploaderDemo() {
  const { t } = useTranslation('galleryForms')
  const [picked, setPicked] = useState<Picked[]>([])
  const [rejected, setRejected] = useState<string[]>([])

  const add = (files: File[]) => {
    const room = MAX_FILES - picked.length
    const taken = files.slice(0, Math.max(room, 0))
    const over = files.slice(taken.length).map((file) =>
      t('fileUploader.rejection', {
        name: file.name,
        reasons: t('fileUploader.reasons.tooMany', { count: MAX_FILES }),
      }),
    )
    setPicked((current) => [
      ...current,
      ...taken.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ])
    setRejected(over)
  }
  const reject = (rejections: FileRejection[]) =>
    setRejected(rejections.map((rejection) => rejectionMessage(rejection, t)))
  const remove = (item: Picked) => {
    // The preview's object URL is released with it.
    URL.revokeObjectURL(item.url)
    setPicked((current) => current.filter((other) => other !== item))
  }

  return (
    <GalleryPage page="formFileUploader" description={t('fileUploader.description')}>
      <DemoSection
        title={t('fileUploader.title')}
        usage={'<Dropzone accept={IMAGE_MIME_TYPE} maxSize={…} maxFiles={…} onDrop onReject />'}
        note={t('fileUploader.note')}
      >
        <Stack gap="md">
          <Dropzone
            onDrop={add}
            onReject={reject}
            accept={IMAGE_MIME_TYPE}
            maxSize={MAX_SIZE}
            maxFiles={MAX_FILES}
            disabled={picked.length >= MAX_FILES}
            aria-label={t('fileUploader.dropLabel')}
          >
            <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={48} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={48} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={48} aria-hidden />
              </Dropzone.Idle>
              <div>
                <Text size="lg">{t('fileUploader.drop')}</Text>
                <Text size="sm" c="dimmed">
                  {t('fileUploader.limits', { limit: MAX_SIZE / 1024 / 1024, count: MAX_FILES })}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {rejected.length > 0 && (
            <Alert color="red" role="alert" title={t('fileUploader.notAdded')}>
              <List size="sm">
                {rejected.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {picked.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('fileUploader.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} role="list" aria-label={t('fileUploader.chosen')}>
              {picked.map((item) => (
                <Stack key={item.url} gap={4} role="listitem">
                  <Image src={item.url} alt={item.file.name} h={120} radius="md" fit="cover" />
                  <Group justify="space-between" wrap="nowrap" gap={4}>
                    <Text size="xs" truncate>
                      {item.file.name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => remove(item)}
                      aria-label={t('fileUploader.removeFile', { name: item.file.name })}
                    >
                      {t('fileUploader.remove')}
                    </Button>
                  </Group>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
