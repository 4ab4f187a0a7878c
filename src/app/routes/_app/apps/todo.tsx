import { createFileRoute } from '@tanstack/react-router'
import { TodoPage } from '@/features/todo/components/todo-page'
import { todoSearchSchema, type TodoSearch } from '@/features/todo/schemas'
import { requireAbility } from '../../../guards'

export const Route = createFileRoute('/_app/apps/todo')({
  validateSearch: todoSearchSchema,
  beforeLoad: requireAbility('read', 'Todo'),
  component: TodoRoute,
})

function TodoRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = (patch: Partial<TodoSearch>, options?: { replace?: boolean }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace })
  return <TodoPage search={search} onSearchChange={onSearchChange} />
}
