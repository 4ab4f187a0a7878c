import { ActionIcon, Button, Group, Paper, TextInput, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Suspense, useEffect } from 'react'
import { notifications } from '@mantine/notifications'
import { IconArrowsSort, IconCheck, IconFilter, IconPlus, IconSearch } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { MenuOnDemand } from '@/components/menu-on-demand'
import { QueryError } from '@/components/query-error'
import { taskSorts, type Task } from '@/contract/todo'
import { translateMessage } from '@/lib/messages'
import { useDeleteTask } from '../api/delete-task'
import { useTasks } from '../api/get-tasks'
import { useUpdateTask } from '../api/update-task'
import type { TodoSearch } from '../search'
import { TaskList, TaskListSkeleton } from './task-list'
import { TodoSidebar } from './todo-sidebar'
import classes from './todo.module.css'
import { useSearchText } from '@/components/use-search-text'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'
import { LazyDrawer, loadDrawer } from '@/components/lazy-drawer'
import { preloadable } from '@/components/preloadable'
import { prefetchWhenIdle } from '@/lib/after-paint'

// The task drawer (its date, tag and rich text fields, the HTML sanitiser) is a chunk of its own,
// fetched once the list is painted or when a task is opened: the list is what the page first shows.
const [TaskDrawer, loadTaskDrawer] = preloadable(() =>
  import('./task-drawer').then((module) => module.TaskDrawer),
)

interface TodoPageProps {
  search: TodoSearch
  /** Changes the URL's search params; `replace` for typing, so Back skips keystrokes. */
  onSearchChange: (patch: Partial<TodoSearch>, options?: { replace?: boolean }) => void
}

/** The To-do app: views and tags, search, sort, the task list and the task drawer. */
export function TodoPage({ search, onSearchChange }: TodoPageProps) {
  const { t } = useTranslation('todo')
  const [filtersOpened, filters] = useDisclosure(false)
  const sortLabel = t(`sorts.${search.sort ?? 'latest'}`)
  const tasks = useTasks({
    filter: search.filter,
    tag: search.tag,
    q: search.q,
    sortBy: search.sort,
  })
  const updateTask = useUpdateTask()
  const deleteTask = useDeleteTask()
  const searchText = useSearchText(
    search.q,
    (q) => onSearchChange({ q: q.trim() ? q : undefined }, { replace: true }),
    250,
  )

  const editing =
    typeof search.task === 'number'
      ? tasks.data?.find((task) => task.id === search.task)
      : undefined
  const drawerOpened = search.task === 'new' || editing !== undefined
  const taskDrawer = useDrawnWhenOpened(drawerOpened)
  const listed = tasks.data !== undefined
  useEffect(() => {
    if (listed) prefetchWhenIdle(loadTaskDrawer, loadDrawer)
  }, [listed])

  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: translateMessage(error.message) })
  const change = (task: Task, patch: Partial<Task>, message: string) =>
    updateTask.mutate(
      { id: task.id, ...patch },
      { onSuccess: () => notifications.show({ color: 'green', message }), onError: failed },
    )

  const sidebar = (
    <TodoSidebar
      search={search}
      onAdd={() => onSearchChange({ task: 'new' })}
      onNavigate={filters.close}
    />
  )

  return (
    <>
      <Title order={1} size="h3" mb="md">
        {t('title')}
      </Title>
      <div className={classes.layout}>
        <Paper withBorder p="sm" className={classes.sidebar} visibleFrom="md">
          {sidebar}
        </Paper>
        <LazyDrawer
          opened={filtersOpened}
          onClose={filters.close}
          title={t('viewsAndTags')}
          size={280}
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          {sidebar}
        </LazyDrawer>
        <Paper withBorder className={classes.main}>
          <Group gap="xs" p="sm" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              hiddenFrom="md"
              aria-label={t('viewsAndTags')}
              onClick={filters.open}
            >
              <IconFilter size={18} aria-hidden />
            </ActionIcon>
            <TextInput
              type="search"
              placeholder={t('search')}
              aria-label={t('search')}
              {...searchText}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: 1 }}
            />
            <ActionIcon
              size="lg"
              hiddenFrom="md"
              aria-label={t('addTask')}
              onClick={() => onSearchChange({ task: 'new' })}
            >
              <IconPlus size={18} aria-hidden />
            </ActionIcon>
            {/* Mounted on demand (`MenuOnDemand`): the page's first files need no menu code. */}
            <MenuOnDemand
              position="bottom-end"
              withinPortal
              target={
                <Button
                  variant="default"
                  leftSection={<IconArrowsSort size={16} aria-hidden />}
                  aria-label={t('sortButton', { sort: sortLabel })}
                >
                  <span className={classes.sortLabel}>{sortLabel}</span>
                </Button>
              }
            >
              {(Menu) => (
                <Menu.Dropdown>
                  <Menu.Label>{t('sortBy')}</Menu.Label>
                  {taskSorts.map((sort) => {
                    const current = (search.sort ?? 'latest') === sort
                    return (
                      <Menu.Item
                        key={sort}
                        leftSection={
                          <IconCheck size={14} aria-hidden style={{ opacity: current ? 1 : 0 }} />
                        }
                        onClick={() =>
                          onSearchChange({ sort: sort === 'latest' ? undefined : sort })
                        }
                      >
                        {t(`sorts.${sort}`)}
                      </Menu.Item>
                    )
                  })}
                </Menu.Dropdown>
              )}
            </MenuOnDemand>
          </Group>
          <div style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            {tasks.isPending ? (
              <TaskListSkeleton />
            ) : tasks.isError ? (
              <div style={{ padding: 'var(--mantine-spacing-md)' }}>
                <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />
              </div>
            ) : (
              <TaskList
                tasks={tasks.data}
                view={`${search.filter ?? ''} ${search.tag ?? ''} ${search.q ?? ''}`}
                onOpen={(task) => onSearchChange({ task: task.id })}
                onToggleCompleted={(task) =>
                  change(
                    task,
                    { isCompleted: !task.isCompleted },
                    task.isCompleted ? t('toast.reopened') : t('toast.completed'),
                  )
                }
                onToggleImportant={(task) =>
                  change(
                    task,
                    { isImportant: !task.isImportant },
                    task.isImportant ? t('toast.notImportant') : t('toast.important'),
                  )
                }
                onDelete={(task) =>
                  deleteTask.mutate(task.id, {
                    onSuccess: () =>
                      notifications.show({ color: 'green', message: t('toast.deleted') }),
                    onError: failed,
                  })
                }
                onRestore={(task) => change(task, { isDeleted: false }, t('toast.restored'))}
              />
            )}
          </div>
        </Paper>
      </div>
      {taskDrawer.drawn && (
        <Suspense fallback={null}>
          <TaskDrawer
            opened={drawerOpened}
            task={editing}
            onClose={() => onSearchChange({ task: undefined })}
          />
        </Suspense>
      )}
    </>
  )
}
