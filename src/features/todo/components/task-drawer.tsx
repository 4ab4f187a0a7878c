import '@/components/styles/full-styles'
import '@mantine/dates/styles.layer.css'
import { Button, Drawer, Group, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useTranslation } from '@/lib/use-translation'
import { RichTextField } from '@/components/rich-text-field'
import { taskAssignees, taskTags, type Task } from '@/contract/todo'
import { fieldIn, showServerError } from '@/components/server-errors'
import { formatPickedDays } from '@/lib/format'
import { translateErrors } from '@/lib/messages'
import { useAddTask } from '../api/add-task'
import { useUpdateTask } from '../api/update-task'
import { taskFormSchema, type TaskFormValues } from '../schemas'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'

interface TaskDrawerProps {
  opened: boolean
  /** The task to edit; none to add one. */
  task: Task | undefined
  onClose: () => void
}

/** Adds or edits a task in a side drawer. */
export function TaskDrawer({ opened, task, onClose }: TaskDrawerProps) {
  const { t } = useTranslation('todo')
  const drawer = useDrawnWhenOpened(opened)
  if (!drawer.drawn) return null
  return (
    <Drawer
      opened={drawer.opened}
      onClose={onClose}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': t('close') }}
      title={task ? t('editTask') : t('addTask')}
    >
      {/* Keyed, so each task opens with its own values and a fresh form. */}
      <TaskForm key={task?.id ?? 'new'} task={task} onDone={onClose} />
    </Drawer>
  )
}

const assigneeOptions = taskAssignees.map((person) => person.fullName)
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
  const { t } = useTranslation('todo')
  const addTask = useAddTask()
  const updateTask = useUpdateTask()
  const tagOptions = taskTags.map((tag) => ({ value: tag, label: t(`tagNames.${tag}`) }))
  const validate = schemaResolver(taskFormSchema, { sync: true })
  const form = useForm<TaskFormValues>({
    initialValues: initialValues(task),
    validate: (values) => translateErrors(validate(values)),
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
            notifications.show({ color: 'green', message: t('toast.updated') })
            onDone()
          },
          onError,
        },
      )
    } else {
      addTask.mutate(fields, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('toast.added') })
          onDone()
        },
        onError,
      })
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={t('form.assignee')}
          required
          data={assigneeOptions}
          allowDeselect={false}
          searchable
          {...form.getInputProps('assignee')}
        />
        <DatePickerInput
          label={t('form.dueDate')}
          required
          valueFormatter={formatPickedDays}
          leftSection={<IconCalendar size={16} aria-hidden />}
          {...form.getInputProps('dueDate')}
        />
        <MultiSelect label={t('form.tags')} data={tagOptions} {...form.getInputProps('tags')} />
        <RichTextField
          label={t('form.description')}
          value={form.values.description}
          onChange={(html) => form.setFieldValue('description', html)}
          error={typeof form.errors.description === 'string' ? form.errors.description : undefined}
          minHeight={120}
        />
        <Switch
          label={t('form.important')}
          {...form.getInputProps('isImportant', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={addTask.isPending || updateTask.isPending}>
            {task ? t('form.save') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
