import { createFileRoute, redirect } from '@tanstack/react-router'

/** /apps/invoice is the list. */
export const Route = createFileRoute('/_app/apps/invoice/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/invoice/list', replace: true })
  },
})
