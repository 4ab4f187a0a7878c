import { createFileRoute } from '@tanstack/react-router'
import { BlockUiDemo } from '@/features/gallery/components/block-ui-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/block-ui')({
  beforeLoad: requireAbility('read', 'Component'),
  component: BlockUiDemo,
})
