import { createFileRoute } from '@tanstack/react-router'
import { BasicTablesDemo } from '@/features/gallery/tables/basic-tables-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/tables/basic')({
  beforeLoad: requireAbility('read', 'Component'),
  component: BasicTablesDemo,
})
