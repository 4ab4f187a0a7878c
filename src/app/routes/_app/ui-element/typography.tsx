import { createFileRoute } from '@tanstack/react-router'
import { TypographyDemo } from '@/features/gallery/ui-elements/typography-demo'

export const Route = createFileRoute('/_app/ui-element/typography')({
  staticData: { ns: ['gallery'] },
  component: TypographyDemo,
})
