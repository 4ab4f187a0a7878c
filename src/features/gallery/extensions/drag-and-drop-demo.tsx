import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'
import { moveItem } from './reorder'

/** Today's prep tasks, each named `dragAndDrop.tasks.<id>`. */
const prepTasks = [
  { id: 'stock' },
  { id: 'bread' },
  { id: 'pasta' },
  { id: 'sauce' },
  { id: 'dessert' },
]

/** Today's prep tasks, reordered by dragging or with the keyboard. */
export function DragAndDropDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [tasks, setTasks] = useState(prepTasks)
  // The last move, announced: which task and where it went.
  const [moved, setMoved] = useState<{ id: string; position: number } | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  // After a keyboard move the moved task's handle keeps the focus.
  const [focusId, setFocusId] = useState<string | null>(null)
  const handles = useRef(new Map<string, HTMLButtonElement>())

  useEffect(() => {
    if (focusId) handles.current.get(focusId)?.focus()
  }, [focusId, tasks])

  const move = (from: number, to: number, keepFocus: boolean) => {
    const task = tasks[from]
    if (!task || to < 0 || to >= tasks.length || from === to) return
    setTasks(moveItem(tasks, from, to))
    setMoved({ id: task.id, position: to + 1 })
    setFocusId(keepFocus ? task.id : null)
  }
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault()
      move(index, index - 1, true)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      move(index, index + 1, true)
    }
  }

  const taskName = (id: string) => t(`dragAndDrop.tasks.${id}`)

  return (
    <GalleryPage page="extDragDrop" description={t('dragAndDrop.description')}>
      <DemoSection
        title={t('dragAndDrop.title')}
        usage='<li draggable onDragStart onDragOver onDrop> · <VisuallyHidden aria-live="polite">'
        note={t('dragAndDrop.note')}
      >
        <Text size="sm" c="dimmed" id="prep-help" mb="sm">
          {t('dragAndDrop.help')}
        </Text>
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          aria-label={t('dragAndDrop.label')}
          style={{ listStyle: 'none' }}
        >
          {tasks.map((task, index) => (
            <Paper
              component="li"
              key={task.id}
              withBorder
              p="xs"
              radius="md"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', task.id)
                setDragged(index)
              }}
              onDragOver={(event) => {
                if (dragged === null) return
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
              }}
              onDrop={(event) => {
                event.preventDefault()
                if (dragged !== null) move(dragged, index, false)
                setDragged(null)
              }}
              onDragEnd={() => setDragged(null)}
              style={{ opacity: dragged === index ? 0.5 : 1 }}
            >
              <Group gap="sm" wrap="nowrap">
                <ActionIcon
                  ref={(node) => {
                    if (node) handles.current.set(task.id, node)
                    else handles.current.delete(task.id)
                  }}
                  variant="subtle"
                  color="gray"
                  aria-label={t('dragAndDrop.reorder', {
                    task: taskName(task.id),
                    position: index + 1,
                    total: tasks.length,
                  })}
                  aria-describedby="prep-help"
                  onKeyDown={(event) => onHandleKey(event, index)}
                  style={{ cursor: 'grab' }}
                >
                  <IconGripVertical size={18} aria-hidden />
                </ActionIcon>
                <Text size="sm" style={{ flex: 1 }}>
                  {index + 1}. {taskName(task.id)}
                </Text>
                <ActionIcon
                  variant="default"
                  aria-label={t('dragAndDrop.up', { task: taskName(task.id) })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, true)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('dragAndDrop.down', { task: taskName(task.id) })}
                  disabled={index === tasks.length - 1}
                  onClick={() => move(index, index + 1, true)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
        <VisuallyHidden role="status" aria-live="polite">
          {moved &&
            t('dragAndDrop.moved', {
              task: taskName(moved.id),
              position: moved.position,
              total: tasks.length,
            })}
        </VisuallyHidden>
      </DemoSection>
    </GalleryPage>
  )
}
