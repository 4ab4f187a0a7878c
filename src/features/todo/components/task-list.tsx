import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import {
  IconArrowBackUp,
  IconChecklist,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useTranslation } from '@/lib/use-translation'
import { SafeHtml } from '@/components/safe-html'
import { ShowMore, useShownCount } from '@/components/show-more'
import { UserAvatar } from '@/components/user-avatar'
import type { Task } from '@/contract/todo'
import { formatDay } from '@/lib/format'
import { tagColors } from './task-tags'
import classes from './todo.module.css'

export interface TaskActions {
  onOpen: (task: Task) => void
  onToggleCompleted: (task: Task) => void
  onToggleImportant: (task: Task) => void
  onDelete: (task: Task) => void
  onRestore: (task: Task) => void
}

/** The tasks of the current view, each with its quick actions. */
export function TaskList({
  tasks,
  view,
  ...actions
}: {
  tasks: readonly Task[]
  /** The filter shown: a new one starts from the top. */ view: string
} & TaskActions) {
  const { t } = useTranslation('todo')
  const { shown, more } = useShownCount(tasks.length, view)
  if (tasks.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <IconChecklist size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text c="dimmed">{t('empty')}</Text>
      </Stack>
    )
  }
  return (
    <>
      <ul className={classes.list} aria-label={t('list')}>
        {tasks.slice(0, shown).map((task) => (
          <TaskRow key={task.id} task={task} {...actions} />
        ))}
      </ul>
      <ShowMore shown={shown} total={tasks.length} onMore={more} />
    </>
  )
}

function TaskRow({ task, ...actions }: { task: Task } & TaskActions) {
  const { t } = useTranslation('todo')
  const overdue = !task.isCompleted && dayjs(task.dueDate).isBefore(dayjs(), 'day')
  return (
    <li className={classes.row}>
      <Checkbox
        className={classes.checkbox}
        checked={task.isCompleted}
        disabled={task.isDeleted}
        onChange={() => actions.onToggleCompleted(task)}
        aria-label={t('row.done', { title: task.title })}
      />
      <div className={classes.content}>
        <UnstyledButton
          className={`${classes.title} ${task.isCompleted ? classes.done : ''}`}
          onClick={() => actions.onOpen(task)}
          aria-label={t('row.edit', { title: task.title })}
          dir="auto"
        >
          {task.title}
        </UnstyledButton>
        {task.description ? (
          <SafeHtml html={task.description} className={classes.description} />
        ) : null}
        <Group gap={6} mt={4}>
          {task.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light" color={tagColors[tag]}>
              {t(`tagNames.${tag}`)}
            </Badge>
          ))}
          <Text
            size="xs"
            c={overdue ? undefined : 'dimmed'}
            className={overdue ? classes.overdue : undefined}
            component="span"
          >
            <time dateTime={task.dueDate}>
              {t(overdue ? 'row.overdue' : 'row.due', { date: formatDay(task.dueDate) })}
            </time>
          </Text>
        </Group>
      </div>
      <Group gap={4} wrap="nowrap">
        <span aria-hidden="true" className={classes.avatar}>
          <UserAvatar name={task.assignee.fullName} src={task.assignee.avatar} size="sm" />
        </span>
        <VisuallyHidden>{t('row.assignedTo', { name: task.assignee.fullName })}</VisuallyHidden>
        <ActionIcon
          variant="subtle"
          color={task.isImportant ? 'yellow.8' : 'gray'}
          aria-label={t('row.important', { title: task.title })}
          aria-pressed={task.isImportant}
          disabled={task.isDeleted}
          onClick={() => actions.onToggleImportant(task)}
        >
          {task.isImportant ? (
            <IconStarFilled size={18} aria-hidden />
          ) : (
            <IconStar size={18} aria-hidden />
          )}
        </ActionIcon>
        {task.isDeleted ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('row.restore', { title: task.title })}
            onClick={() => actions.onRestore(task)}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('row.delete', { title: task.title })}
            onClick={() => actions.onDelete(task)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </li>
  )
}

/** Stands in for the list while the first answer loads. */
export function TaskListSkeleton() {
  const { t } = useTranslation('todo')
  return (
    <Stack gap="sm" p="md" role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={44} radius="sm" />
      ))}
    </Stack>
  )
}
