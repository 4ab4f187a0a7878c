import { createFileRoute } from '@tanstack/react-router'
import { BlockUiDemo } from '@/features/gallery/components/block-ui-demo'

export const Route = createFileRoute('/_app/components/block-ui')({
  staticData: { ns: ['gallery', 'galleryComponents'] },
  component: BlockUiDemo,
})
