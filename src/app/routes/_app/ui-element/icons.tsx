import { createFileRoute } from '@tanstack/react-router'
import { IconsDemo } from '@/features/gallery/ui-elements/icons-demo'
import {
  cleanIconsSearch,
  iconsSearchSchema,
  type IconsSearch,
} from '@/features/gallery/ui-elements/icons-search'
import { useSearchPatch } from '../../../use-search-patch'

export const Route = createFileRoute('/_app/ui-element/icons')({
  validateSearch: iconsSearchSchema,
  staticData: { ns: ['gallery'] },
  component: IconsRoute,
})

function IconsRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<IconsSearch>(Route, cleanIconsSearch)
  return <IconsDemo search={search} onSearchChange={onSearchChange} />
}
