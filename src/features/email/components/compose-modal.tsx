import { Button, Group, Modal, Stack, TagsInput, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { RichTextField } from '@/components/rich-text-field'
import { useDrawnWhenOpened } from '@/components/use-drawn-when-opened'
import { fieldIn, showServerError } from '@/components/server-errors'
import { translateMessage } from '@/lib/messages'
import { useSendEmail } from '../api/send-email'
import { emptyFields, type ComposeStart, type MailFields } from '../compose-fields'
import { isEmailAddress } from '../email-text'

type AddressField = 'to' | 'cc' | 'bcc'
const addressFields: readonly AddressField[] = ['to', 'cc', 'bcc']

/** The addresses of a field that are not email addresses, as a list to show. */
function wrongAddresses(list: readonly string[]): string | undefined {
  const wrong = list.filter((address) => !isEmailAddress(address))
  return wrong.length === 0 ? undefined : wrong.join(', ')
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
  const { t } = useTranslation('email')
  const modal = useDrawnWhenOpened(opened)
  if (!modal.drawn) return null
  return (
    <Modal
      opened={modal.opened}
      onClose={onClose}
      title={t(`start.${start.kind}`)}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      size="lg"
    >
      <ComposeForm start={start} onDone={onClose} />
    </Modal>
  )
}

/** The form, mounted afresh each time the modal opens, so it starts from `start`. */
function ComposeForm({ start, onDone }: { start: ComposeStart; onDone: () => void }) {
  const { t } = useTranslation('email')
  const [draft, setDraft] = useState(start.fields)
  const [errors, setErrors] = useState<Partial<Record<keyof MailFields, string>>>({})
  const send = useSendEmail()

  const submit = (asDraft: boolean) => {
    const found: typeof errors = {}
    for (const field of addressFields) {
      const addresses = wrongAddresses(draft[field])
      if (addresses) found[field] = t('form.notAddress', { addresses })
    }
    if (!asDraft && draft.to.length === 0)
      found.to ??= translateMessage('Give at least one recipient')
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
          notifications.show({
            message: asDraft ? t('form.draftSaved') : t('form.sent'),
            color: 'green',
          })
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

  const addresses = (field: AddressField) => (
    <TagsInput
      key={field}
      label={t(`form.${field}`)}
      placeholder={t('form.addressPlaceholder')}
      value={draft[field]}
      onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
      error={errors[field]}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      clearable
      clearButtonProps={{ 'aria-label': t('form.clear', { field: t(`form.${field}`) }) }}
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
        {addressFields.map(addresses)}
        <TextInput
          label={t('form.subject')}
          value={draft.subject}
          onChange={(event) => {
            const subject = event.currentTarget.value
            setDraft((current) => ({ ...current, subject }))
          }}
          error={errors.subject}
          maxLength={200}
        />
        <RichTextField
          label={t('form.message')}
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
            {t('form.saveDraft')}
          </Button>
          <Button type="submit" loading={send.isPending && !send.variables.draft}>
            {t('form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
