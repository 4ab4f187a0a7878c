import { MiscLayout } from './misc-layout'

export function ComingSoonPage() {
  return (
    <MiscLayout
      pageTitle="Coming soon"
      heading="We are launching soon"
      message="This part of the dashboard is being prepared and will open here shortly."
    />
  )
}
