import '@/components/styles/full-styles'
import { Avatar, Button, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import { DemoSection, GalleryPage } from '../demo'

const staff = [
  { name: 'Giulia Romano', role: 'headChef', src: '/images/avatars/1.svg', online: true },
  { name: 'Marco Bianchi', role: 'sousChef', src: '/images/avatars/2.svg', online: true },
  { name: 'Sofia Ricci', role: 'host', src: '/images/avatars/3.svg', online: false },
  { name: 'Luca Esposito', role: 'sommelier', src: '', online: true },
  { name: 'Chiara Conti', role: 'server', src: '', online: false },
  { name: 'Paolo Greco', role: 'bartender', src: '/images/avatars/4.svg', online: true },
] as const

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const

/** Avatars: the one UserAvatar the apps use, with a picture or initials. */
export function AvatarDemo() {
  const { t } = useTranslation('galleryComponents')
  const [showAll, setShowAll] = useState(false)
  const shift = staff.slice(0, showAll ? staff.length : 3)
  return (
    <GalleryPage page="avatar" description={t('avatar.description')}>
      <DemoSection
        title={t('avatar.initials.title')}
        usage={'<UserAvatar name={user.fullName} src={user.avatar} />'}
        note={t('avatar.initials.note')}
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
        title={t('avatar.sizes.title')}
        usage={'<UserAvatar name="…" size="xl" radius="md" />'}
        note={t('avatar.sizes.note')}
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
        title={t('avatar.status.title')}
        usage={'<Indicator color="green" position="bottom-end"><UserAvatar … /></Indicator>'}
        note={t('avatar.status.note')}
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
                  {t(person.online ? 'avatar.status.onShift' : 'avatar.status.offShift', {
                    role: t(`avatar.roles.${person.role}`),
                  })}
                </Text>
              </div>
            </Group>
          ))}
        </Group>
      </DemoSection>

      <DemoSection
        title={t('avatar.group.title')}
        usage={'<Avatar.Group><UserAvatar … /><Avatar>+3</Avatar></Avatar.Group>'}
        note={t('avatar.group.note')}
      >
        <Group gap="md">
          <Avatar.Group role="group" aria-label={t('avatar.group.label')}>
            {shift.map((person) => (
              <Tooltip
                key={person.name}
                label={t('avatar.group.person', {
                  name: person.name,
                  role: t(`avatar.roles.${person.role}`),
                })}
                withArrow
              >
                <UserAvatar name={person.name} src={person.src} />
              </Tooltip>
            ))}
            {!showAll && <Avatar aria-hidden>+{staff.length - 3}</Avatar>}
          </Avatar.Group>
          <Button variant="default" size="xs" onClick={() => setShowAll((all) => !all)}>
            {showAll
              ? t('avatar.group.showFewer')
              : t('avatar.group.showAll', { number: staff.length })}
          </Button>
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
