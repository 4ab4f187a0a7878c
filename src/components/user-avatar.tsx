import { Avatar, type AvatarProps } from '@mantine/core'

// The initials colours whose text reaches WCAG AA (4.5:1) on their light background;
// Mantine's default set also has green, lime, orange and teal, which do not.
const readableInitialsColors = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet']

/** A person's picture, or their initials when they have none. */
export function UserAvatar({ name, src, ...props }: { name: string; src?: string } & AvatarProps) {
  return (
    <Avatar
      src={src || null}
      alt={src ? name : undefined}
      name={name}
      color="initials"
      allowedInitialsColors={readableInitialsColors}
      {...props}
    />
  )
}
