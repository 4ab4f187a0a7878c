import { createFileRoute } from '@tanstack/react-router'
import { BasicTablesDemo } from '@/features/gallery/tables/basic-tables-demo'

export const Route = createFileRoute('/_app/tables/basic')({
  staticData: { ns: ['gallery'] },
  component: BasicTablesDemo,
})
