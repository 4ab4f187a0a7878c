import { createFileRoute } from '@tanstack/react-router'
import { TodoPage } from '@/features/todo/components/todo-page'
import { todoSearchSchema, type TodoSearch } from '@/features/todo/search'
import { useSearchPatch } from '../../../use-search-patch'

export const Route = createFileRoute('/_app/apps/todo')({
  validateSearch: todoSearchSchema,
  staticData: { ns: ['todo'] },
  component: TodoRoute,
})

function TodoRoute() {
  const search = Route.useSearch()
  const onSearchChange = useSearchPatch<TodoSearch>(Route)
  return <TodoPage search={search} onSearchChange={onSearchChange} />
}
