import { createFileRoute } from '@tanstack/react-router'
import { BasicDatatablePage } from '@/features/datatables/components/basic-datatable-page'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/datatables/basic')({
  beforeLoad: requireAbility('read', 'Component'),
  component: BasicDatatablePage,
})
