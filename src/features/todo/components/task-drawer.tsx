import '@mantine/dates/styles.layer.css'
import { Button, Drawer, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { RichTextField } from '@/components/rich-text-field'
import { taskAssignees, taskTags, type Task } from '@/contract/todo'
import { fieldIn, showServerError } from '@/components/server-errors'
import { formatPickedDays } from '@/lib/format'
import { useAddTask } from '../api/add-task'
import { useUpdateTask } from '../api/update-task'
import { taskFormSchema, type TaskFormValues } from '../schemas'
import { tagLabels } from './task-tags'

interface TaskDrawerProps {
  opened: boolean
  /** The task to edit; none to add one. */
  task: Task | undefined
  onClose: () => void
}

/** Adds or edits a task in a side drawer. */
export function TaskDrawer({ opened, task, onClose }: TaskDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={task ? 'Edit task' : 'Add task'}
    >
      {/* Keyed, so each task opens with its own values and a fresh form. */}
      <TaskForm key={task?.id ?? 'new'} task={task} onDone={onClose} />
    </Drawer>
  )
}

const assigneeOptions = taskAssignees.map((person) => person.fullName)
const tagOptions = taskTags.map((tag) => ({ value: tag, label: tagLabels[tag] }))
const formFields = ['title', 'assignee', 'dueDate', 'tags', 'description', 'isImportant'] as const

function initialValues(task: Task | undefined): TaskFormValues {
  return {
    title: task?.title ?? '',
    assignee: task?.assignee.fullName ?? null,
    dueDate: task?.dueDate ?? dayjs().format('YYYY-MM-DD'),
    tags: task?.tags ?? [],
    description: task?.description ?? '',
    isImportant: task?.isImportant ?? false,
  }
}

function TaskForm({ task, onDone }: { task: Task | undefined; onDone: () => void }) {
  const addTask = useAddTask()
  const updateTask = useUpdateTask()
  const form = useForm<TaskFormValues>({
    initialValues: initialValues(task),
    validate: schemaResolver(taskFormSchema, { sync: true }),
    // Not validateInputOnBlur: in Mantine form 9.7 the blur check of the field left aborts the
    // submit's whole-form check, so only that field's error showed.
  })

  const submit = form.onSubmit((values) => {
    const assignee = taskAssignees.find((person) => person.fullName === values.assignee) ?? {
      fullName: values.assignee ?? '',
      avatar: '',
    }
    const fields = { ...values, title: values.title.trim(), assignee }
    const onError = (error: Error) =>
      showServerError(error, {
        setFieldError: form.setFieldError,
        fieldOf: fieldIn(formFields, 'task.'),
      })
    if (task) {
      updateTask.mutate(
        { id: task.id, ...fields },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Task updated' })
            onDone()
          },
          onError,
        },
      )
    } else {
      addTask.mutate(fields, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Task added' })
          onDone()
        },
        onError,
      })
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Select
          label="Assignee"
          required
          data={assigneeOptions}
          allowDeselect={false}
          searchable
          {...form.getInputProps('assignee')}
        />
        <DatePickerInput
          label="Due date"
          required
          valueFormatter={formatPickedDays}
          leftSection={<IconCalendar size={16} aria-hidden />}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect label="Tags" data={tagOptions} {...form.getInputProps('tags')} />
        <RichTextField
          label="Description"
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={typeof form.errors.description === 'string' ? form.errors.description : undefined}
          minHeight={120}
        />
        <Switch label="Important" {...form.getInputProps('isImportant', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={addTask.isPending || updateTask.isPending}>
            {task ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
