import { createFileRoute } from '@tanstack/react-router'
import { LayoutDemoPage } from '@/features/page-layout/components/layout-demo-page'

export const Route = createFileRoute('/_app/page-layout/layout-empty')({
  staticData: { layout: {}, ns: ['page-layout'] },
  component: () => <LayoutDemoPage path="/page-layout/layout-empty" empty />,
})
