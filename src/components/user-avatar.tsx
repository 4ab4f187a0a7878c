import { Avatar, type AvatarProps } from '@mantine/core'
import { initials, initialsColor } from './avatar-initials'

/** A person's picture, or their initials when they have none. */
export function UserAvatar({ name, src, ...props }: { name: string; src?: string } & AvatarProps) {
  return (
    <Avatar src={src || null} alt={src ? name : undefined} color={initialsColor(name)} {...props}>
      {initials(name)}
    </Avatar>
  )
}
