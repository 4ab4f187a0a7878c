import { MiscLayout } from './misc-layout'

/** The error page; also what any unknown address shows. */
export function ErrorPage() {
  return (
    <MiscLayout
      pageTitle="Page not found"
      heading="Page not found"
      message="Oops! The page you asked for was not found on this server."
    />
  )
}
