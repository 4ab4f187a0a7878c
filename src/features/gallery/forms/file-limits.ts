import type { FileRejection } from '@mantine/dropzone'
import type { TFunction } from 'i18next'
import { formatNumber } from '@/lib/format'

/** 2 MB: a dish photo larger than this slows the menu down for guests. */
export const MAX_SIZE = 2 * 1024 * 1024
export const MAX_FILES = 3

function formatSize(bytes: number, t: TFunction): string {
  return bytes >= 1024 * 1024
    ? t('fileUploader.sizes.mb', {
        value: formatNumber(bytes / 1024 / 1024, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      })
    : t('fileUploader.sizes.kb', { value: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
}

/**
 * One line per rejected file, in words a person can act on (`t` reads the `galleryForms`
 * namespace).
 */
export function rejectionMessage({ file, errors }: FileRejection, t: TFunction): string {
  const reasons = errors.map((error) => {
    switch (error.code) {
      case 'file-too-large':
        return t('fileUploader.reasons.tooLarge', {
          size: formatSize(file.size, t),
          limit: t('fileUploader.sizes.mb', { value: MAX_SIZE / 1024 / 1024 }),
        })
      case 'file-invalid-type':
        return t('fileUploader.reasons.notImage')
      case 'too-many-files':
        return t('fileUploader.reasons.tooMany', { count: MAX_FILES })
      default:
        return error.message
    }
  })
  return t('fileUploader.rejection', { name: file.name, reasons: reasons.join('; ') })
}
