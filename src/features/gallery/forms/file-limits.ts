import type { FileRejection } from '@mantine/dropzone'

/** 2 MB: a dish photo larger than this slows the menu down for guests. */
export const MAX_SIZE = 2 * 1024 * 1024
export const MAX_FILES = 3

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`
}

/** One line per rejected file, in words a person can act on. */
export function rejectionMessage({ file, errors }: FileRejection): string {
  const reasons = errors.map((error) => {
    switch (error.code) {
      case 'file-too-large':
        return `${formatSize(file.size)} is over the 2 MB limit`
      case 'file-invalid-type':
        return 'not an image (PNG, JPEG, WebP, GIF or SVG)'
      case 'too-many-files':
        return `only ${MAX_FILES} photos per dish`
      default:
        return error.message
    }
  })
  return `${file.name}: ${reasons.join('; ')}.`
}
