import { createFileRoute } from '@tanstack/react-router'
import { AutocompleteDemo } from '@/features/search/components/autocomplete-demo'

export const Route = createFileRoute('/_app/components/auto-complete')({
  staticData: { ns: ['search'] },
  component: AutocompleteDemo,
})
