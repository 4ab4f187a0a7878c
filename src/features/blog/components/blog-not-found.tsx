import { useTranslation } from '@/lib/use-translation'
import { RecordNotFound } from '@/components/record-not-found'

/** An id that names no post (mistyped, an old link): the blog post routes' not-found page. */
export function BlogNotFound() {
  const { t } = useTranslation('blog')
  return (
    <RecordNotFound
      title={t('notFound.title')}
      message={t('notFound.message')}
      back={{ to: '/pages/blog/list', label: t('notFound.back') }}
    />
  )
}

/** The menu's Detail or Edit (no id) when there is no post at all, titled as that page. */
export function NoPosts({ page }: { page: 'detail' | 'edit' }) {
  const { t } = useTranslation('blog')
  return (
    <RecordNotFound
      title={t(`notFound.pages.${page}`)}
      message={t('notFound.noPosts')}
      back={{ to: '/pages/blog/list', label: t('notFound.goToBlog') }}
    />
  )
}
