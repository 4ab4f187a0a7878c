import { createFileRoute } from '@tanstack/react-router'
import { IconsDemo } from '@/features/gallery/ui-elements/icons-demo'
import {
  cleanIconsSearch,
  iconsSearchSchema,
  type IconsSearch,
} from '@/features/gallery/ui-elements/icons-search'
import { useSearchState } from '../../../use-search-state'

export const Route = createFileRoute('/_app/ui-element/icons')({
  validateSearch: iconsSearchSchema,
  staticData: { ns: ['gallery'] },
  component: IconsRoute,
})

function IconsRoute() {
  const [search, onSearchChange] = useSearchState<IconsSearch>(Route, cleanIconsSearch)
  return <IconsDemo search={search} onSearchChange={onSearchChange} />
}
