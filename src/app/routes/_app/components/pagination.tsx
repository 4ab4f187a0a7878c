import { createFileRoute } from '@tanstack/react-router'
import { PaginationDemo } from '@/features/gallery/components/pagination-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/pagination')({
  beforeLoad: requireAbility('read', 'Component'),
  component: PaginationDemo,
})
