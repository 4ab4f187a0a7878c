import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Text,
  Textarea,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { IconArrowLeft, IconMessageOff, IconSend } from '@tabler/icons-react'
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import type { ChatContact, ChatMessage, ProfileUser } from '@/contract/chat'
import { formatDayTime } from '@/lib/format'
import { translateMessage } from '@/lib/messages'
import { useChat } from '../api/get-chat'
import { useSendMessage } from '../api/send-message'
import { groupBySender } from '../chat-format'
import { ContactDrawer } from './contact-drawer'
import { StatusAvatar } from './status-avatar'
import classes from './chat.module.css'

/** The open chat: the contact's header, the messages and the composer. */
export function Conversation({
  contactId,
  profileUser,
  onBack,
}: {
  contactId: number
  profileUser: ProfileUser
  onBack: () => void
}) {
  const { t } = useTranslation('chat')
  const { data, isPending, error, refetch } = useChat(contactId)

  if (isPending)
    return (
      <div className={classes.empty}>
        <Loader size="sm" />
        <Text size="sm">{t('open.loading')}</Text>
      </div>
    )
  if (error)
    return (
      <div className={classes.empty}>
        <BackButton onBack={onBack} />
        <QueryError error={error} onRetry={() => void refetch()} title={t('open.loadError')} />
      </div>
    )

  return (
    <OpenConversation
      // A new contact starts with a fresh composer.
      key={contactId}
      contact={data.contact}
      messages={data.chat?.chat ?? []}
      profileUser={profileUser}
      onBack={onBack}
    />
  )
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('chat')
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      hiddenFrom="sm"
      aria-label={t('open.back')}
      onClick={onBack}
    >
      <IconArrowLeft className={classes.backIcon} aria-hidden />
    </ActionIcon>
  )
}

function OpenConversation({
  contact,
  messages,
  profileUser,
  onBack,
}: {
  contact: ChatContact
  messages: readonly ChatMessage[]
  profileUser: ProfileUser
  onBack: () => void
}) {
  const { t } = useTranslation('chat')
  const status = t(`status.${contact.status}`)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const logRef = useRef<HTMLDivElement>(null)
  const groups = groupBySender(messages)

  // Syncing the DOM: the newest message is in view on opening and after each new one.
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length])

  return (
    <>
      <div className={classes.conversationHeader}>
        <BackButton onBack={onBack} />
        <UnstyledButton
          className={classes.contactButton}
          onClick={() => setDetailsOpen(true)}
          aria-haspopup="dialog"
          aria-label={t('open.showContact', { name: contact.fullName, status })}
        >
          <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
          <span>
            <Text component="span" display="block" fw={600} truncate dir="auto">
              {contact.fullName}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed" truncate>
              <bdi>{contact.role}</bdi> · {status}
            </Text>
          </span>
        </UnstyledButton>
      </div>

      <div
        ref={logRef}
        className={classes.log}
        role="log"
        aria-live="polite"
        aria-label={t('open.log', { name: contact.fullName })}
        // The log scrolls, so it must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {groups.length === 0 && (
          <div className={classes.empty}>
            <IconMessageOff size={32} aria-hidden />
            <Text size="sm">{t('open.empty', { name: contact.fullName })}</Text>
          </div>
        )}
        {groups.map((group, index) => {
          const own = group.senderId === profileUser.id
          const sender = own ? profileUser : contact
          const last = group.messages.at(-1)
          return (
            <div key={index} className={classes.group} data-own={own || undefined}>
              <StatusAvatar
                name={sender.fullName}
                src={sender.avatar}
                status={sender.status}
                size={32}
              />
              <div className={classes.bubbles}>
                <VisuallyHidden>
                  {own ? t('open.youWrote') : t('open.theyWrote', { name: sender.fullName })}
                </VisuallyHidden>
                {group.messages.map((message, messageIndex) => (
                  <p
                    key={messageIndex}
                    className={classes.bubble}
                    // Each message runs in its own writing direction, whatever the page's.
                    dir="auto"
                    data-testid="chat-message"
                  >
                    {message.message}
                  </p>
                ))}
                {last && (
                  <Text component="time" size="xs" c="dimmed" dateTime={last.time}>
                    {formatDayTime(last.time)}
                  </Text>
                )}
              </div>
            </div>
          )
        })}
      </div>

      <Composer contact={contact} />
      <ContactDrawer contact={contact} opened={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </>
  )
}

function Composer({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  const send = useSendMessage()
  const blank = text.trim() === ''

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (blank || send.isPending) return
    send.mutate({ contact: contact.id, message: text }, { onSuccess: () => setText('') })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; an IME composition is left alone.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form className={classes.composer} onSubmit={submit}>
      <Textarea
        flex={1}
        autosize
        minRows={1}
        maxRows={4}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.label', { name: contact.fullName })}
        description={<VisuallyHidden>{t('composer.keys')}</VisuallyHidden>}
        error={
          send.error
            ? t('composer.notSent', { reason: translateMessage(send.error.message) })
            : undefined
        }
      />
      <Group>
        <Button
          type="submit"
          loading={send.isPending}
          disabled={blank}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('composer.send')}
        </Button>
      </Group>
    </form>
  )
}
