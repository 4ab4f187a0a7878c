import { createFileRoute } from '@tanstack/react-router'
import { ImportExportDemo } from '@/features/gallery/extensions/import-export-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/import-export')({
  beforeLoad: requireAbility('read', 'Component'),
  component: ImportExportDemo,
})
