import { Button, Stack, Text } from '@mantine/core'
import { IconCheck, IconList, IconPlus, IconStar, IconTrash, type Icon } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { ColorDot } from '@/components/color-dot'
import { navLinkParts, plainNavLinkClass } from '@/components/plain-nav-link'
import { taskTags, type TaskFilter } from '@/contract/todo'
import type { TodoSearch } from '../search'
import { tagColors } from './task-tags'

const views: readonly { filter: TaskFilter | undefined; label: string; icon: Icon }[] = [
  { filter: undefined, label: 'views.all', icon: IconList },
  { filter: 'important', label: 'views.important', icon: IconStar },
  { filter: 'completed', label: 'views.completed', icon: IconCheck },
  { filter: 'deleted', label: 'views.deleted', icon: IconTrash },
]

interface TodoSidebarProps {
  search: TodoSearch
  onAdd: () => void
  /** Called when a view or tag is chosen (the mobile drawer closes). */
  onNavigate?: () => void
}

/** The views and tags of the To-do app, as links that keep the search and sort. */
export function TodoSidebar({ search, onAdd, onNavigate }: TodoSidebarProps) {
  const { t } = useTranslation('todo')
  return (
    <Stack gap="md">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} fullWidth>
        {t('addTask')}
      </Button>
      <nav aria-label={t('viewsLabel')}>
        {views.map(({ filter, label, icon: ViewIcon }) => (
          <Link
            key={label}
            to="/apps/todo"
            search={{ ...search, filter, task: undefined }}
            className={plainNavLinkClass}
            aria-current={search.filter === filter ? 'page' : undefined}
            onClick={onNavigate}
          >
            {navLinkParts(<ViewIcon size={18} aria-hidden />, t(label))}
          </Link>
        ))}
      </nav>
      <nav aria-labelledby="todo-tags-heading">
        <Text id="todo-tags-heading" size="xs" fw={600} tt="uppercase" c="dimmed" px="sm" mb={4}>
          {t('tags')}
        </Text>
        {taskTags.map((tag) => {
          const active = search.tag === tag
          return (
            <Link
              key={tag}
              // Choosing the tag shown again removes it.
              to="/apps/todo"
              search={{ ...search, tag: active ? undefined : tag, task: undefined }}
              className={plainNavLinkClass}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {navLinkParts(
                <ColorDot
                  color={`var(--mantine-color-${tagColors[tag]}-filled)`}
                  size={10}
                  shadow={false}
                />,
                t(`tagNames.${tag}`),
              )}
            </Link>
          )
        })}
      </nav>
    </Stack>
  )
}
