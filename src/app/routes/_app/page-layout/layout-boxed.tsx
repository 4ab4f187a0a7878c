import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'

export const Route = createFileRoute('/_app/page-layout/layout-boxed')({
  staticData: { layout: { contentWidth: 'boxed' }, ns: ['page-layout'] },
  component: () => <LayoutDemoPage path="/page-layout/layout-boxed" />,
})
