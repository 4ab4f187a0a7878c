import { MiscLayout } from './misc-layout'

export function NotAuthorizedPage() {
  return (
    <MiscLayout
      pageTitle="Not authorized"
      heading="You are not authorized!"
      message="Your account does not have access to this page. Ask an administrator if you think it should."
    />
  )
}
