import { useTranslation } from '@/lib/use-translation'
import { MiscLayout } from './misc-layout'

export function ComingSoonPage() {
  const { t } = useTranslation('misc')
  return (
    <MiscLayout
      pageTitle={t('comingSoon.title')}
      heading={t('comingSoon.heading')}
      message={t('comingSoon.message')}
    />
  )
}
