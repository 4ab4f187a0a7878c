import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/page-layout/collapse-menu')({
  beforeLoad: requireAbility('read', 'Page'),
  staticData: { layout: { menuCollapsed: true } },
  component: () => <LayoutDemoPage path="/page-layout/collapse-menu" />,
})
