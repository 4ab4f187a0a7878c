import { useTranslation } from '@/lib/use-translation'
import { MiscLayout } from './misc-layout'

/** The error page; also what any unknown address shows. */
export function ErrorPage() {
  const { t } = useTranslation('misc')
  return (
    <MiscLayout
      pageTitle={t('error.title')}
      heading={t('error.heading')}
      message={t('error.message')}
    />
  )
}
