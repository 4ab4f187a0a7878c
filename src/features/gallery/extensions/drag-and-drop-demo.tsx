import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import { moveItem } from './reorder'

const prepTasks = [
  { id: 'stock', label: 'Start the veal stock' },
  { id: 'bread', label: 'Bake the focaccia' },
  { id: 'pasta', label: 'Roll the fresh pasta' },
  { id: 'sauce', label: 'Reduce the tomato sauce' },
  { id: 'dessert', label: 'Set the panna cotta' },
]

/** Today's prep tasks, reordered by dragging or with the keyboard. */
export function DragAndDropDemo() {
  const [tasks, setTasks] = useState(prepTasks)
  const [announcement, setAnnouncement] = useState('')
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
    setAnnouncement(`${task.label} moved to position ${to + 1} of ${tasks.length}.`)
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

  return (
    <GalleryPage
      page="extDragDrop"
      description="A list reordered by dragging with the mouse, or from the keyboard: focus a task's handle and press the up or down arrow, or use its move buttons."
    >
      <DemoSection
        title="Sortable list: today's prep"
        usage='<li draggable onDragStart onDragOver onDrop> + move buttons, aria-live="polite"'
        note="Native drag and drop for the mouse, buttons and arrow keys for everyone else; each move is announced."
      >
        <Text size="sm" c="dimmed" id="prep-help" mb="sm">
          Drag a task by its handle, or focus the handle and use the arrow keys.
        </Text>
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          aria-label="Prep tasks"
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
                  aria-label={`Reorder ${task.label}, position ${index + 1} of ${tasks.length}`}
                  aria-describedby="prep-help"
                  onKeyDown={(event) => onHandleKey(event, index)}
                  style={{ cursor: 'grab' }}
                >
                  <IconGripVertical size={18} aria-hidden />
                </ActionIcon>
                <Text size="sm" style={{ flex: 1 }}>
                  {index + 1}. {task.label}
                </Text>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${task.label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, true)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${task.label} down`}
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
          {announcement}
        </VisuallyHidden>
      </DemoSection>
    </GalleryPage>
  )
}
