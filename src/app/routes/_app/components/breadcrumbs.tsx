import { createFileRoute } from '@tanstack/react-router'
import { BreadcrumbsDemo } from '@/features/gallery/components/breadcrumbs-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/breadcrumbs')({
  beforeLoad: requireAbility('read', 'Component'),
  component: BreadcrumbsDemo,
})
