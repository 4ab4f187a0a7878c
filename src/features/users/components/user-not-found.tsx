import { useTranslation } from '@/lib/use-translation'
import { RecordNotFound } from '@/components/record-not-found'

/** An id that names no user (deleted, mistyped): the user routes' not-found page. */
export function UserNotFound() {
  const { t } = useTranslation('users')
  return (
    <RecordNotFound
      title={t('notFound.title')}
      message={t('notFound.message')}
      back={{ to: '/apps/user/list', label: t('notFound.back') }}
    />
  )
}

/** The menu's View or Edit (no id) when there is no user at all. */
export function NoUsers({ page }: { page: 'view' | 'edit' }) {
  const { t } = useTranslation('users')
  return (
    <RecordNotFound
      title={t(`noUsers.title.${page}`)}
      message={t('list.empty')}
      back={{ to: '/apps/user/list', label: t('noUsers.back') }}
    />
  )
}
