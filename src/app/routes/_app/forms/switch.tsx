import { createFileRoute } from '@tanstack/react-router'
import { SwitchDemo } from '@/features/gallery/forms/switch-demo'

export const Route = createFileRoute('/_app/forms/switch')({
  staticData: { ns: ['gallery', 'galleryForms'] },
  component: SwitchDemo,
})
