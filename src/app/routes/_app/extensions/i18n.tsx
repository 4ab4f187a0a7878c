import { createFileRoute } from '@tanstack/react-router'
import { I18nDemo } from '@/features/gallery/extensions/i18n-demo'

export const Route = createFileRoute('/_app/extensions/i18n')({
  staticData: { ns: ['gallery', 'galleryExtensions'] },
  component: I18nDemo,
})
