import { Badge, Button, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconBell, IconMessage, IconShoppingCart } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import type { PushItem } from '@/workers/push-protocol'
import { setMenuOpen, unreadCount, useNotifications } from '../notifications-store'
import { dismissPushToasts, markAllNotificationsRead } from '../push-client'
import classes from './notifications-menu.module.css'
import { RelativeTime } from '@/components/relative-time'
import { useId, useState } from 'react'
import { HeaderPopover } from '@/components/layout/header-popover'

/** How many of the kept notifications the menu lists (newest first), so that it never needs to scroll. */
export const LISTED_NOTIFICATIONS = 6

function NotificationRow({ item }: { item: PushItem }) {
  const { t } = useTranslation()
  const KindIcon = item.kind === 'chat' ? IconMessage : IconShoppingCart
  return (
    <li className={classes.item} data-unread={item.read ? undefined : true}>
      <ThemeIcon
        variant="light"
        color={item.kind === 'chat' ? 'blue' : 'green'}
        radius="xl"
        size="md"
      >
        <KindIcon size={16} aria-hidden />
      </ThemeIcon>
      <div className={classes.itemText}>
        <Text size="sm" fw={item.read ? 500 : 700} className={classes.itemTitle}>
          {!item.read && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
          <bdi>{item.title}</bdi>
        </Text>
        <Text size="sm" c="dimmed" dir="auto">
          {item.body}
        </Text>
        <RelativeTime time={item.time} />
      </div>
      {!item.read && <span className={classes.unreadDot} aria-hidden />}
    </li>
  )
}

/** The navbar's notifications: a bell with the unread count, and the recent pushes in a dropdown. */
export function NotificationsMenu() {
  const { t } = useTranslation()
  const items = useNotifications((state) => state.items)
  const supported = useNotifications((state) => state.supported)
  const unread = useNotifications(unreadCount)
  const label = unread > 0 ? t('notifications.bellUnread', { unread }) : t('notifications.title')
  const titleId = useId()
  const [opened, setOpened] = useState(false)
  const open = (next: boolean) => {
    setOpened(next)
    setMenuOpen(next)
    if (next) dismissPushToasts()
  }
  const badge = unread > 0 && (
    <span className={classes.badge} aria-hidden>
      {unread > 99 ? '99+' : unread}
    </span>
  )

  return (
    <HeaderPopover
      icon={IconBell}
      label={label}
      hint={t('notifications.title')}
      badge={badge}
      opened={opened}
      onChange={open}
    >
      {/* Named by its title, not by the bell (whose label counts the unread), as Mantine would. */}
      {(Popover) => (
        <Popover.Dropdown className={classes.dropdown} aria-labelledby={titleId}>
          <Group justify="space-between" wrap="nowrap" className={classes.header}>
            <Text fw={700} size="sm" id={titleId}>
              {t('notifications.title')}
            </Text>
            {unread > 0 && (
              <Badge variant="light" size="sm">
                {t('notifications.new', { unread })}
              </Badge>
            )}
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" p="lg">
              {supported ? t('notifications.empty') : t('notifications.unsupported')}
            </Text>
          ) : (
            // Focusable, as it may scroll: the keyboard scrolls it too (WCAG 2.1.1, axe's
            // scrollable-region-focusable), which the lint rule's list of roles does not foresee.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <ul className={classes.list} tabIndex={0} aria-label={t('notifications.recent')}>
              {items.slice(0, LISTED_NOTIFICATIONS).map((item) => (
                <NotificationRow key={item.id} item={item} />
              ))}
            </ul>
          )}
          {unread > 0 && (
            <div className={classes.footer}>
              <Button variant="subtle" size="xs" fullWidth onClick={markAllNotificationsRead}>
                {t('notifications.markAllRead')}
              </Button>
            </div>
          )}
        </Popover.Dropdown>
      )}
    </HeaderPopover>
  )
}
