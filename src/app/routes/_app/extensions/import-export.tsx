import { createFileRoute } from '@tanstack/react-router'
import { ImportExportDemo } from '@/features/gallery/extensions/import-export-demo'

export const Route = createFileRoute('/_app/extensions/import-export')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: ImportExportDemo,
})
