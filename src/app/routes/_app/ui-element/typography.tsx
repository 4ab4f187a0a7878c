import { createFileRoute } from '@tanstack/react-router'
import { TypographyDemo } from '@/features/gallery/ui-elements/typography-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/ui-element/typography')({
  beforeLoad: requireAbility('read', 'Component'),
  component: TypographyDemo,
})
