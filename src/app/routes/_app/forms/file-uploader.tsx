import { createFileRoute } from '@tanstack/react-router'
import { FileUploaderDemo } from '@/features/gallery/forms/file-uploader-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/forms/file-uploader')({
  beforeLoad: requireAbility('read', 'Component'),
  component: FileUploaderDemo,
})
