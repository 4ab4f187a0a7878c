import { createFileRoute } from '@tanstack/react-router'
import { BlankLayoutPage } from '@/features/page-layout/components/blank-layout-page'
import { requirePageAbility, requireSignedIn } from '../../guards'

export const Route = createFileRoute('/page-layout/layout-blank')({
  // Its title is the page registry's, in the shell's words.
  staticData: { ns: ['page-layout', 'shell'] },
  beforeLoad: async ({ location }) => {
    await requireSignedIn(location)
    await requirePageAbility(location.pathname)
  },
  component: BlankLayoutPage,
})
