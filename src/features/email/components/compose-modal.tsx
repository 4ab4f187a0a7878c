import { Button, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { RichTextField } from '@/components/rich-text-field'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useSendEmail } from '../api/send-email'
import { emptyFields, type ComposeStart, type MailFields } from '../compose-fields'
import { isEmailAddress } from '../email-text'

type AddressField = 'to' | 'cc' | 'bcc'

function addressError(list: readonly string[]): string | undefined {
  const wrong = list.filter((address) => !isEmailAddress(address))
  if (wrong.length === 0) return undefined
  return `Not an email address: ${wrong.join(', ')}`
}

interface ComposeModalProps {
  opened: boolean
  onClose: () => void
  start: ComposeStart
}

/**
 * Writes a mail: send it (it lands in Sent) or keep it as a draft. Started from a saved draft,
 * both act on that draft, so Drafts gains no copy and a sent draft leaves Drafts.
 */
export function ComposeModal({ opened, onClose, start }: ComposeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={start.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <ComposeForm start={start} onDone={onClose} />
    </Modal>
  )
}

/** The form, mounted afresh each time the modal opens, so it starts from `start`. */
function ComposeForm({ start, onDone }: { start: ComposeStart; onDone: () => void }) {
  const [draft, setDraft] = useState(start.fields)
  const [errors, setErrors] = useState<Partial<Record<keyof MailFields, string>>>({})
  const send = useSendEmail()

  const submit = (asDraft: boolean) => {
    const found: typeof errors = {}
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const message = addressError(draft[field])
      if (message) found[field] = message
    }
    if (!asDraft && draft.to.length === 0) found.to ??= 'Give at least one recipient'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    send.mutate(
      {
        ...draft,
        draft: asDraft,
        ...(start.draftId === undefined ? {} : { draftId: start.draftId }),
      },
      {
        onSuccess: () => {
          notifications.show({ message: asDraft ? 'Draft saved' : 'Mail sent', color: 'green' })
          onDone()
        },
        onError: (error) => {
          const found: typeof errors = {}
          showServerError(error, {
            setFieldError: (field, message) => (found[field as keyof MailFields] = message),
            fieldOf: fieldIn(Object.keys(emptyFields)),
            // The message field says what went wrong when no field is to blame.
            onOther: (message) => (found.message = message),
          })
          setErrors(found)
        },
      },
    )
  }

  const addresses = (field: AddressField, label: string) => (
    <TagsInput
      label={label}
      placeholder="Type an address, then Enter"
      value={draft[field]}
      onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
      error={errors[field]}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
    />
  )

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit(false)
      }}
      noValidate
    >
      <Stack gap="sm">
        {addresses('to', 'To')}
        {addresses('cc', 'Cc')}
        {addresses('bcc', 'Bcc')}
        <TextInput
          label="Subject"
          value={draft.subject}
          onChange={(event) => {
            const subject = event.currentTarget.value
            setDraft((current) => ({ ...current, subject }))
          }}
          error={errors.subject}
          maxLength={200}
        />
        <RichTextField
          label="Message"
          value={draft.message}
          onChange={(message) => setDraft((current) => ({ ...current, message }))}
          error={errors.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => submit(true)}
            loading={send.isPending && send.variables.draft}
          >
            Save draft
          </Button>
          <Button type="submit" loading={send.isPending && !send.variables.draft}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
