import { Badge, Text, Title, VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { ShowMore, useShownCount } from '@/components/show-more'
import type { ChatContact, ChatContactWithChat } from '@/contract/chat'
import { StatusAvatar } from './status-avatar'
import classes from './chat.module.css'
import { RelativeTime } from '@/components/relative-time'

type Item = ChatContact & { chat?: ChatContactWithChat['chat'] }

/** A titled list of chats or contacts; each opens its conversation (`?contact=`). */
export function ContactList({
  title,
  items,
  search,
  emptyText,
}: {
  title: string
  items: readonly Item[]
  search: string
  emptyText: string
}) {
  const headingId = useId()
  const { shown, more } = useShownCount(items.length, search)
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} className={classes.listHeading}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" py="xs">
          {emptyText}
        </Text>
      ) : (
        <>
          <ul className={classes.list}>
            {items.slice(0, shown).map((item) => (
              <li key={item.id}>
                <ContactLink item={item} search={search} />
              </li>
            ))}
          </ul>
          <ShowMore shown={shown} total={items.length} onMore={more} />
        </>
      )}
    </section>
  )
}

function ContactLink({ item, search }: { item: Item; search: string }) {
  const { t } = useTranslation('chat')
  const lastMessage = item.chat?.lastMessage
  const unseen = item.chat?.unseenMsgs ?? 0
  return (
    <Link
      to="/apps/chat"
      search={{ contact: item.id, q: search || undefined }}
      className={classes.item}
    >
      <StatusAvatar name={item.fullName} src={item.avatar} status={item.status} />
      <span className={classes.itemText}>
        <Text component="span" display="block" fw={600} size="sm" truncate dir="auto">
          {item.fullName}
          <VisuallyHidden>
            {t('list.status', { status: t(`status.${item.status}`) })}
          </VisuallyHidden>
        </Text>
        <Text component="span" display="block" size="sm" c="dimmed" truncate dir="auto">
          {lastMessage ? lastMessage.message : item.role}
        </Text>
      </span>
      {item.chat && (
        <span className={classes.itemMeta}>
          {lastMessage && <RelativeTime time={lastMessage.time} />}
          {unseen > 0 && (
            <Badge size="sm" circle data-testid="unseen-badge">
              {unseen}
              <VisuallyHidden> {t('list.unread', { count: unseen })}</VisuallyHidden>
            </Badge>
          )}
        </span>
      )}
    </Link>
  )
}
