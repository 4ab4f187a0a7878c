import { Avatar, type AvatarProps } from '@mantine/core'

/** A person's picture, or their initials when they have none. */
export function UserAvatar({ name, src, ...props }: { name: string; src?: string } & AvatarProps) {
  return (
    <Avatar
      src={src || null}
      alt={src ? name : undefined}
      name={name}
      color="initials"
      {...props}
    />
  )
}
