import { createFileRoute } from '@tanstack/react-router'
import { AlertsDemo } from '@/features/gallery/components/alerts-demo'

export const Route = createFileRoute('/_app/components/alerts')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: AlertsDemo,
})
