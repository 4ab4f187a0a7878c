import { useTranslation } from '@/lib/use-translation'
import { MiscLayout } from './misc-layout'

export function NotAuthorizedPage() {
  const { t } = useTranslation('misc')
  return (
    <MiscLayout
      pageTitle={t('notAuthorized.title')}
      heading={t('notAuthorized.heading')}
      message={t('notAuthorized.message')}
    />
  )
}
