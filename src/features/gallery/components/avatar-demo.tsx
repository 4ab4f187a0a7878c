import { Avatar, Button, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { UserAvatar } from '@/components/user-avatar'
import { DemoSection, GalleryPage } from '../demo'

const staff = [
  { name: 'Giulia Romano', role: 'Head chef', src: '/images/avatars/1.svg', online: true },
  { name: 'Marco Bianchi', role: 'Sous chef', src: '/images/avatars/2.svg', online: true },
  { name: 'Sofia Ricci', role: 'Host', src: '/images/avatars/3.svg', online: false },
  { name: 'Luca Esposito', role: 'Sommelier', src: '', online: true },
  { name: 'Chiara Conti', role: 'Server', src: '', online: false },
  { name: 'Paolo Greco', role: 'Bartender', src: '/images/avatars/4.svg', online: true },
] as const

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Avatars: the one UserAvatar the apps use, with a picture or initials. */
export function AvatarDemo() {
  const [showAll, setShowAll] = useState(false)
  const shift = staff.slice(0, showAll ? staff.length : 3)
  return (
    <GalleryPage
      title="Avatar"
      description="A staff member's picture, or their initials when they have none. Every app draws people with the same UserAvatar."
    >
      <DemoSection
        title="Picture or initials"
        usage={'<UserAvatar name={user.fullName} src={user.avatar} />'}
        note="Without a picture the avatar shows the initials on a colour derived from the name, always readable."
      >
        <Group gap="md">
          {staff.map((person) => (
            <Stack key={person.name} gap={4} align="center" w={88}>
              <UserAvatar name={person.name} src={person.src} size="lg" />
              <Text size="xs" ta="center">
                {person.name}
              </Text>
            </Stack>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Sizes and shapes"
        usage={'<UserAvatar name="…" size="xl" radius="md" />'}
        note="Small sizes fit table rows and menus, large ones profile headers."
      >
        <Stack gap="md">
          <Group gap="md" align="center">
            {sizes.map((size) => (
              <UserAvatar key={size} name="Giulia Romano" src="/images/avatars/1.svg" size={size} />
            ))}
          </Group>
          <Group gap="md" align="center">
            {sizes.map((size) => (
              <UserAvatar key={size} name="Luca Esposito" size={size} radius="sm" />
            ))}
          </Group>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Status"
        usage={'<Indicator color="green" position="bottom-end"><UserAvatar … /></Indicator>'}
        note="A dot shows who is on shift; the name says it in words too, for screen readers."
      >
        <Group gap="lg">
          {staff.slice(0, 4).map((person) => (
            <Group key={person.name} gap="xs">
              <Indicator
                color={person.online ? 'green' : 'gray'}
                position="bottom-end"
                offset={5}
                size={12}
                withBorder
              >
                <UserAvatar name={person.name} src={person.src} />
              </Indicator>
              <div>
                <Text size="sm" fw={500}>
                  {person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {person.role}, {person.online ? 'on shift' : 'off shift'}
                </Text>
              </div>
            </Group>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title="Group"
        usage={'<Avatar.Group><UserAvatar … /><Avatar>+3</Avatar></Avatar.Group>'}
        note="Stack the avatars of a team; the last one counts the rest and can show everyone."
      >
        <Group gap="md">
          <Avatar.Group role="group" aria-label="Tonight's shift">
            {shift.map((person) => (
              <Tooltip key={person.name} label={`${person.name}, ${person.role}`} withArrow>
                <UserAvatar name={person.name} src={person.src} />
              </Tooltip>
            ))}
            {!showAll && <Avatar aria-hidden>+{staff.length - 3}</Avatar>}
          </Avatar.Group>
          <Button variant="default" size="xs" onClick={() => setShowAll((all) => !all)}>
            {showAll ? 'Show fewer' : `Show all ${staff.length}`}
          </Button>
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
