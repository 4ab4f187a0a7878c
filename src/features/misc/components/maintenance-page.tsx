import { MiscLayout } from './misc-layout'

export function MaintenancePage() {
  return (
    <MiscLayout
      pageTitle="Under maintenance"
      heading="Under maintenance"
      message="Sorry for the inconvenience: we are doing some maintenance at the moment and will be back shortly."
    />
  )
}
