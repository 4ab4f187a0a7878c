import '@/components/styles/full-styles'
import { Avatar, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core'
import { IconHeart, IconHeartFilled, IconMessageCircle, IconShare3 } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import type { ProfilePost } from '@/contract/profile'
import { useLikePost } from '../api/like-post'
import { CommentForm } from './comment-form'
import classes from './profile.module.css'
import { RelativeTime } from '@/components/relative-time'

/** How many likers' pictures a post shows before "+N". */
const SHOWN_LIKERS = 5

/** One post: author, time, text, picture, likes and comments. All of it is shown as text. */
export function ProfilePostCard({
  post,
  focusRef,
}: {
  post: ProfilePost
  /** Set on the first post "Load more" brought, so that focus moves to it. */
  focusRef?: (element: HTMLElement | null) => void
}) {
  const { t } = useTranslation('profile')
  const like = useLikePost()
  /** "Liked by A, B and 3 others" (the first two names), or that nobody has yet. */
  const likedBy = ([first, second, ...others]: string[]) => {
    if (first === undefined) return t('post.likedBy.none')
    if (second === undefined) return t('post.likedBy.single', { first })
    if (others.length === 0) return t('post.likedBy.pair', { first, second })
    return t('post.likedBy.more', { first, second, count: others.length })
  }
  const headingId = `profile-post-${String(post.id)}`
  const timeId = `${headingId}-time`
  return (
    <Paper
      component="article"
      withBorder
      p="lg"
      radius="md"
      aria-labelledby={`${headingId} ${timeId}`}
      tabIndex={-1}
      ref={focusRef}
      className={classes.post}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={post.author.fullName} src={post.author.avatar} />
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h6" id={headingId} dir="auto">
              {post.author.fullName}
            </Title>
            <RelativeTime time={post.postTime} id={timeId} />
          </div>
        </Group>
        <Text size="sm" className={classes.postText} dir="auto">
          {post.postText}
        </Text>
        {post.postImg && (
          <img
            src={post.postImg}
            alt={post.postImgAlt}
            className={classes.postImg}
            loading="lazy"
          />
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Button
              variant={post.youLiked ? 'light' : 'default'}
              size="xs"
              aria-pressed={post.youLiked}
              leftSection={
                post.youLiked ? (
                  <IconHeartFilled size={16} aria-hidden />
                ) : (
                  <IconHeart size={16} aria-hidden />
                )
              }
              onClick={() => like.mutate({ postId: post.id, liked: !post.youLiked })}
            >
              {t('post.like', { count: post.likes })}
            </Button>
            <Group gap={6} wrap="nowrap">
              {post.likedUsers.length > 0 && (
                <Avatar.Group spacing="xs" aria-hidden>
                  {post.likedUsers.slice(0, SHOWN_LIKERS).map((person, index) => (
                    <Tooltip key={index} label={person.fullName} withArrow>
                      <UserAvatar name={person.fullName} src={person.avatar} size="sm" />
                    </Tooltip>
                  ))}
                  {post.likedUsers.length > SHOWN_LIKERS && (
                    <Avatar size="sm">+{post.likedUsers.length - SHOWN_LIKERS}</Avatar>
                  )}
                </Avatar.Group>
              )}
              <Text size="xs" c="dimmed">
                {likedBy(post.likedUsers.map((person) => person.fullName))}
              </Text>
            </Group>
          </Group>
          <Group gap="md">
            <Group gap={4}>
              <IconMessageCircle size={16} aria-hidden />
              <Text size="xs">{t('post.comments', { count: post.comments })}</Text>
            </Group>
            <Group gap={4}>
              <IconShare3 size={16} aria-hidden />
              <Text size="xs">{t('post.shares', { count: post.share })}</Text>
            </Group>
          </Group>
        </Group>
        {post.detailedComments.length > 0 && (
          <ul
            className={classes.list}
            aria-label={t('post.commentsOn', { name: post.author.fullName })}
          >
            {post.detailedComments.map((comment) => (
              <li key={comment.id}>
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <UserAvatar name={comment.fullName} src={comment.avatar} size="sm" />
                  <div className={classes.comment}>
                    <Group gap="xs" justify="space-between">
                      <Text size="sm" fw={600} dir="auto">
                        {comment.fullName}
                      </Text>
                      <RelativeTime time={comment.time} />
                    </Group>
                    <Text size="sm" className={classes.postText} dir="auto">
                      {comment.comment}
                    </Text>
                  </div>
                </Group>
              </li>
            ))}
          </ul>
        )}
        <CommentForm postId={post.id} />
      </Stack>
    </Paper>
  )
}
