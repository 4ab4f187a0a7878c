import { Button, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { RichTextField } from '@/components/rich-text-field'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useSendEmail } from '../api/send-email'
import { isEmailAddress } from '../email-text'

type AddressField = 'to' | 'cc' | 'bcc'

const empty = {
  to: [] as string[],
  cc: [] as string[],
  bcc: [] as string[],
  subject: '',
  message: '',
}

function addressError(list: readonly string[]): string | undefined {
  const wrong = list.filter((address) => !isEmailAddress(address))
  if (wrong.length === 0) return undefined
  return `Not an email address: ${wrong.join(', ')}`
}

/** Writes a new mail: send it (it lands in Sent) or keep it as a draft. */
export function ComposeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState(empty)
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({})
  const send = useSendEmail()

  const close = () => {
    setDraft(empty)
    setErrors({})
    send.reset()
    onClose()
  }

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
      { ...draft, draft: asDraft },
      {
        onSuccess: () => {
          notifications.show({ message: asDraft ? 'Draft saved' : 'Mail sent', color: 'green' })
          close()
        },
        onError: (error) => {
          const found: typeof errors = {}
          showServerError(error, {
            setFieldError: (field, message) => (found[field as keyof typeof empty] = message),
            fieldOf: fieldIn(Object.keys(empty)),
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
    <Modal
      opened={opened}
      onClose={close}
      title="New message"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
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
    </Modal>
  )
}
