import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'

export const Route = createFileRoute('/_app/page-layout/collapse-menu')({
  staticData: { layout: { menuCollapsed: true }, ns: ['page-layout'] },
  component: () => <LayoutDemoPage path="/page-layout/collapse-menu" />,
})
