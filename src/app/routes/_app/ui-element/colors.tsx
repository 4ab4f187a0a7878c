import { createFileRoute } from '@tanstack/react-router'
import { ColorsDemo } from '@/features/gallery/ui-elements/colors-demo'

export const Route = createFileRoute('/_app/ui-element/colors')({
  staticData: { ns: ['gallery'] },
  component: ColorsDemo,
})
