import '@/components/styles/full-styles'
import { Badge, Button, Group, Progress, Radio, Stack, Text } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { ProfilePoll } from '@/contract/profile'
import { useVotePoll } from '../api/vote-poll'
import { translateMessage } from '@/lib/messages'
import { votePercent } from '../profile-format'
import classes from './profile.module.css'

/** Every poll, one after the other. */
export function ProfilePolls({ polls }: { polls: ProfilePoll[] }) {
  return (
    <ul className={classes.list} data-spacious>
      {polls.map((poll) => (
        <li key={poll.id}>
          <PollItem poll={poll} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A poll: a choice and a "Vote" button until the account has voted, then the
 * results (the share of each option written out, the bar only a picture of it)
 * with a way to change the vote.
 */
function PollItem({ poll }: { poll: ProfilePoll }) {
  const [changing, setChanging] = useState(false)
  // The form and the results replace each other, so focus follows to the one shown.
  const [moved, setMoved] = useState(false)
  const show = (nextChanging: boolean) => {
    setChanging(nextChanging)
    setMoved(true)
  }
  if (poll.yourVote === null || changing)
    return (
      <PollForm
        poll={poll}
        focusChoice={moved}
        onVoted={() => show(false)}
        onCancel={changing ? () => show(false) : undefined}
      />
    )
  return <PollResults poll={poll} focusQuestion={moved} onChange={() => show(true)} />
}

const focusElement = (element: HTMLElement | null) => element?.focus()
const focusCheckedOption = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLInputElement>('input:checked')?.focus()

function PollForm({
  poll,
  focusChoice,
  onVoted,
  onCancel,
}: {
  poll: ProfilePoll
  focusChoice: boolean
  onVoted: () => void
  onCancel?: () => void
}) {
  const { t } = useTranslation('profile')
  const [choice, setChoice] = useState(poll.yourVote === null ? '' : String(poll.yourVote))
  const [error, setError] = useState<string>()
  const vote = useVotePoll()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!choice) {
      setError(t('polls.chooseOption'))
      return
    }
    vote.mutate(
      { pollId: poll.id, optionId: Number(choice) },
      { onSuccess: onVoted, onError: (failure) => setError(translateMessage(failure.message)) },
    )
  }
  return (
    <form onSubmit={submit} noValidate ref={focusChoice ? focusCheckedOption : undefined}>
      <Radio.Group
        label={poll.question}
        description={t('polls.soFar', { count: poll.totalVotes })}
        value={choice}
        onChange={(value) => {
          setChoice(value)
          setError(undefined)
        }}
        error={error}
        labelProps={{ fw: 600 }}
      >
        <Stack gap="xs" mt="xs">
          {poll.options.map((option) => (
            <Radio key={option.id} value={String(option.id)} label={option.text} />
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="xs" mt="sm">
        <Button type="submit" size="xs" loading={vote.isPending}>
          {t('polls.vote')}
        </Button>
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('polls.cancel')}
          </Button>
        )}
      </Group>
    </form>
  )
}

function PollResults({
  poll,
  focusQuestion,
  onChange,
}: {
  poll: ProfilePoll
  focusQuestion: boolean
  onChange: () => void
}) {
  const { t } = useTranslation('profile')
  const questionId = `profile-poll-${String(poll.id)}`
  return (
    <Stack gap="xs">
      <Text
        fw={600}
        size="sm"
        id={questionId}
        tabIndex={-1}
        ref={focusQuestion ? focusElement : undefined}
      >
        {poll.question}
      </Text>
      <ul className={classes.list} aria-labelledby={questionId}>
        {poll.options.map((option) => {
          const percent = votePercent(option.votes, poll.totalVotes)
          const yours = option.id === poll.yourVote
          return (
            <li key={option.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                <Text size="sm" style={{ minWidth: 0 }}>
                  <bdi>{option.text}</bdi>
                  {yours && (
                    <Badge component="span" size="xs" variant="outline" ms={6} tt="none">
                      {t('polls.yourVote')}
                    </Badge>
                  )}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('polls.share', { percent, count: option.votes })}
                </Text>
              </Group>
              {/* The figures are written out above; the bar only draws them. */}
              <Progress value={percent} size="sm" aria-hidden color={yours ? undefined : 'gray'} />
            </li>
          )
        })}
      </ul>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('polls.total', { count: poll.totalVotes })}
        </Text>
        <Button size="xs" variant="subtle" onClick={onChange}>
          {t('polls.change')}
        </Button>
      </Group>
    </Stack>
  )
}
