import type { NotFoundRouteProps } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { RecordNotFound } from '@/components/record-not-found'
import { ApiError } from '@/lib/api-client'

/** Which part of a knowledge-base address names nothing: what the routes tell their not-found page. */
export interface KbMissing {
  missing: 'Category' | 'Article'
}
export const categoryMissing: KbMissing = { missing: 'Category' }
export const articleMissing: KbMissing = { missing: 'Article' }

/** The part a failed article load names: the back end's 404 says "Category not found" or "Article not found". */
export function missingPart(error: unknown): KbMissing {
  return error instanceof ApiError && error.message.startsWith('Category')
    ? categoryMissing
    : articleMissing
}

/** The knowledge-base routes' not-found page: a category, or an article of a category that exists. */
export function KbNotFound({ data }: NotFoundRouteProps) {
  const { t } = useTranslation('knowledge-base')
  if ((data as Partial<KbMissing> | undefined)?.missing === 'Article')
    return (
      <RecordNotFound
        title={t('notFound.article.title')}
        message={t('notFound.article.message')}
        // The address's own category: the link keeps the current `$category`.
        back={{ to: '/pages/knowledge-base/$category', label: t('notFound.article.back') }}
      />
    )
  return (
    <RecordNotFound
      title={t('notFound.category.title')}
      message={t('notFound.category.message')}
      back={{ to: '/pages/knowledge-base', label: t('notFound.category.back') }}
    />
  )
}
