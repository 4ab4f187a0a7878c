import { createFileRoute } from '@tanstack/react-router'
import { PaginationDemo } from '@/features/gallery/extensions/pagination-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/extensions/pagination')({
  beforeLoad: requireAbility('read', 'Component'),
  component: PaginationDemo,
})
