import { createFileRoute } from '@tanstack/react-router'
import { BasicDatatablePage } from '@/features/datatables/components/basic-datatable-page'

export const Route = createFileRoute('/_app/datatables/basic')({
  staticData: { ns: ['datatables'] },
  component: BasicDatatablePage,
})
