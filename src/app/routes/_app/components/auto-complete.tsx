import { createFileRoute } from '@tanstack/react-router'
import { AutocompleteDemo } from '@/features/search/components/autocomplete-demo'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/components/auto-complete')({
  beforeLoad: requireAbility('read', 'Component'),
  component: AutocompleteDemo,
})
