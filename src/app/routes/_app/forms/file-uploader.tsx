import { createFileRoute } from '@tanstack/react-router'
import { FileUploaderDemo } from '@/features/gallery/forms/file-uploader-demo'

export const Route = createFileRoute('/_app/forms/file-uploader')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: FileUploaderDemo,
})
