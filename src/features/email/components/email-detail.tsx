import { Badge, Box, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import {
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconArrowLeft,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconPaperclip,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { HintTooltip } from '@/components/hint-tooltip'
import { SafeHtml } from '@/components/safe-html'
import { QueryError } from '@/components/query-error'
import { UserAvatar } from '@/components/user-avatar'
import { type Email, type EmailListQuery, type EmailReply } from '@/contract/email'
import { useAuthUser } from '@/lib/session'
import { useEmail } from '../api/get-email'
import { formatDayTime } from '@/lib/format'
import { answerStart } from '../compose-answer'
import { draftStart, type ComposeStart, type ReplyKind } from '../compose-fields'
import { labelColors } from '../email-text'
import type { EmailBulkActions } from './email-list'
import { LabelMenu } from './label-menu'
import { MailAction } from './mail-action'
import classes from './email.module.css'

interface EmailDetailProps extends EmailBulkActions {
  id: number
  list: EmailListQuery
  onBack: () => void
  onPaginate: (dir: 'previous' | 'next', from: Email) => void
  /** Opens the composer: an answer to the mail, or the draft to go on writing. */
  onCompose: (start: ComposeStart) => void
}

/** One mail: the message (sanitised), attachments, replies, and what can be done with it. */
export function EmailDetail({
  id,
  list,
  onBack,
  onPaginate,
  onCompose,
  update,
  toggleLabel,
}: EmailDetailProps) {
  const { t } = useTranslation('email')
  const { data, isPending, error, refetch } = useEmail(id, list)
  const email = data?.email
  return (
    <Stack gap={0} className={classes.pane}>
      {/* The buttons' words show in one hint below them, as in the list's selection toolbar. */}
      <HintTooltip placement="below">
        <Group gap="xs" px="md" py="xs" className={classes.toolbar} wrap="nowrap">
          <MailAction
            label={t('actions.back')}
            icon={IconArrowLeft}
            iconClassName={classes.mirror}
            onClick={onBack}
          />
          <Box style={{ flex: 1 }} />
          {email && (
            <Group gap={4} wrap="nowrap">
              <MailAction
                label={email.isStarred ? t('actions.unstar') : t('actions.star')}
                icon={email.isStarred ? IconStarFilled : IconStar}
                color={email.isStarred ? 'yellow' : 'gray'}
                aria-pressed={email.isStarred}
                onClick={() => update([email.id], { isStarred: !email.isStarred })}
              />
              <LabelMenu
                label={t('actions.labels')}
                isChecked={(label) => email.labels.includes(label)}
                onToggle={(label) => toggleLabel([email.id], label)}
              />
              <MailAction
                label={t('actions.markUnread')}
                icon={IconMail}
                onClick={() => {
                  update([email.id], { isRead: false })
                  onBack()
                }}
              />
              {email.folder !== 'trash' && (
                <MailAction
                  label={t('actions.delete')}
                  icon={IconTrash}
                  color="red"
                  onClick={() => {
                    update([email.id], { folder: 'trash' })
                    onBack()
                  }}
                />
              )}
              <MailAction
                label={t('actions.previous')}
                icon={IconChevronLeft}
                iconClassName={classes.mirror}
                disabled={!data.hasPreviousMail}
                onClick={() => onPaginate('previous', email)}
              />
              <MailAction
                label={t('actions.next')}
                icon={IconChevronRight}
                iconClassName={classes.mirror}
                disabled={!data.hasNextMail}
                onClick={() => onPaginate('next', email)}
              />
            </Group>
          )}
        </Group>
      </HintTooltip>
      <Box p="md">
        {isPending && (
          <Center p="xl">
            <Loader size="sm" role="status" aria-label={t('detail.loading')} />
          </Center>
        )}
        {error && (
          <QueryError error={error} onRetry={() => void refetch()} title={t('detail.loadError')} />
        )}
        {email && (
          <Stack gap="md">
            <Group gap="xs" align="center">
              <Title order={2} size="h3" dir="auto">
                {email.subject || t('noSubject')}
              </Title>
              {email.labels.map((label) => (
                <Badge key={label} color={labelColors[label]} variant="dot" size="sm">
                  {t(`labels.${label}`)}
                </Badge>
              ))}
            </Group>
            <MessageCard email={email} />
            {email.replies.map((reply) => (
              <MessageCard key={reply.id} email={reply} />
            ))}
            <MailActions email={email} onCompose={onCompose} />
          </Stack>
        )}
      </Box>
    </Stack>
  )
}

const replyKinds: readonly ReplyKind[] = ['reply', 'replyAll', 'forward']

const answerIcons = {
  reply: IconArrowBackUp,
  replyAll: IconArrowBackUpDouble,
  forward: IconArrowForwardUp,
}

/**
 * Under the thread: Reply, Reply all and Forward answer its latest message; a draft has
 * "Edit draft" instead, as it has not been sent to anyone yet.
 */
function MailActions({
  email,
  onCompose,
}: {
  email: Email
  onCompose: (start: ComposeStart) => void
}) {
  const { t } = useTranslation('email')
  const me = useAuthUser()?.email ?? ''
  if (email.folder === 'draft') {
    return (
      <Group>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => onCompose(draftStart(email))}
        >
          {t('start.draft')}
        </Button>
      </Group>
    )
  }
  const latest: EmailReply = email.replies.at(-1) ?? email
  const quoteHeader = (words: { date: string; sender: string }) => t('form.quoteHeader', words)
  return (
    <Group gap="xs">
      {replyKinds.map((kind) => {
        const AnswerIcon = answerIcons[kind]
        return (
          <Button
            key={kind}
            variant="default"
            leftSection={<AnswerIcon size={16} aria-hidden className={classes.mirror} />}
            onClick={() => onCompose(answerStart(kind, latest, me, quoteHeader))}
          >
            {t(`start.${kind}`)}
          </Button>
        )
      })}
    </Group>
  )
}

function MessageCard({ email }: { email: EmailReply }) {
  const { t } = useTranslation('email')
  const people = (list: readonly string[]) => list.join(', ')
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={t('detail.from', { name: email.from.name || email.from.email })}
    >
      <Group gap="sm" align="flex-start" mb="sm">
        <UserAvatar name={email.from.name || email.from.email} src={email.from.avatar} />
        <Box style={{ flex: 1, minWidth: 180, overflowWrap: 'anywhere' }}>
          <Text fw={600} size="sm">
            <bdi>{email.from.name}</bdi>{' '}
            <Text span c="dimmed" size="sm">
              &lt;{email.from.email}&gt;
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('detail.to', {
              people:
                people(
                  email.to.map((person) =>
                    person.name && person.name !== person.email
                      ? `${person.name} <${person.email}>`
                      : person.email,
                  ),
                ) || t('noRecipient'),
            })}
          </Text>
          {email.cc.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('detail.cc', { people: people(email.cc) })}
            </Text>
          )}
          {email.bcc.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('detail.bcc', { people: people(email.bcc) })}
            </Text>
          )}
        </Box>
        <Text size="xs" c="dimmed" component="time" dateTime={email.time}>
          {formatDayTime(email.time)}
        </Text>
      </Group>
      <SafeHtml html={email.message} className={classes.message} />
      {email.attachments.length > 0 && (
        <Box mt="md">
          <Text size="sm" fw={600} mb={4}>
            {t('detail.attachments', { count: email.attachments.length })}
          </Text>
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {email.attachments.map((file) => (
              <li key={file.fileName}>
                {/* The sample data has no files behind its attachments (docs/decisions.md): named, not linked. */}
                <Group gap={4} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  <Text span size="sm">
                    {file.fileName}
                  </Text>
                  <Text span size="xs" c="dimmed">
                    ({file.size})
                  </Text>
                </Group>
              </li>
            ))}
          </Group>
        </Box>
      )}
    </Card>
  )
}
