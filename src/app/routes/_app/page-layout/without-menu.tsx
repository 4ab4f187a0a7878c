import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/page-layout/without-menu')({
  beforeLoad: requireAbility('read', 'Page'),
  staticData: { layout: { menuHidden: true } },
  component: () => <LayoutDemoPage path="/page-layout/without-menu" />,
})
