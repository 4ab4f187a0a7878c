import { createFileRoute } from '@tanstack/react-router'
import { TodoPage } from '@/features/todo/components/todo-page'
import { todoSearchSchema, type TodoSearch } from '@/features/todo/search'
import { useSearchState } from '../../../use-search-state'

export const Route = createFileRoute('/_app/apps/todo')({
  validateSearch: todoSearchSchema,
  staticData: { ns: ['todo'] },
  component: TodoRoute,
})

function TodoRoute() {
  const [search, onSearchChange] = useSearchState<TodoSearch>(Route)
  return <TodoPage search={search} onSearchChange={onSearchChange} />
}
