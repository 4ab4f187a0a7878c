import { useTranslation } from '@/lib/use-translation'
import { MiscLayout } from './misc-layout'

export function MaintenancePage() {
  const { t } = useTranslation('misc')
  return (
    <MiscLayout
      pageTitle={t('maintenance.title')}
      heading={t('maintenance.heading')}
      message={t('maintenance.message')}
    />
  )
}
