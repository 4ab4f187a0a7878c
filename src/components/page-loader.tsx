import { Center, Loader } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'

/** Stands in for a page whose strings or files are still on their way. */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Center mih={200}>
      <Loader role="status" aria-label={t('page.loading')} />
    </Center>
  )
}
