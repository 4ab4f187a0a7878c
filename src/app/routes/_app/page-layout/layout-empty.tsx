import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/page-layout/layout-empty')({
  beforeLoad: requireAbility('read', 'Page'),
  staticData: { layout: {} },
  component: () => <LayoutDemoPage path="/page-layout/layout-empty" empty />,
})
