import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'

export const Route = createFileRoute('/_app/page-layout/without-menu')({
  staticData: { layout: { menuHidden: true }, ns: ['page-layout'] },
  component: () => <LayoutDemoPage path="/page-layout/without-menu" />,
})
