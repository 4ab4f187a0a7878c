import type { ChatStatus } from '@/contract/chat'
import { UserAvatar } from '@/components/user-avatar'
import classes from './chat.module.css'

/**
 * A person's avatar with a dot for their status. Decorative: where it is
 * shown, the name and status are also given as text.
 */
export function StatusAvatar({
  name,
  src,
  status,
  size = 40,
}: {
  name: string
  src?: string
  status: ChatStatus
  size?: number
}) {
  return (
    <span className={classes.avatarWrap} aria-hidden>
      <UserAvatar name={name} src={src} size={size} />
      <span className={classes.dot} data-status={status} />
    </span>
  )
}
