import { Group, Stack, Text } from '@mantine/core'
import { UserAvatar } from '@/components/user-avatar'
import type { ProfileData } from '@/contract/profile'
import { plural } from '../profile-format'
import { EmptyNote, ProfileCard } from './profile-card'
import { sectionId } from './profile-header'
import { ProfilePolls } from './profile-polls'
import classes from './profile.module.css'

type AsideProps = Pick<ProfileData, 'latestPhotos' | 'suggestions' | 'polls'>

/** The right column: latest photos, people to know and polls. */
export function ProfileAside({ latestPhotos, suggestions, polls }: AsideProps) {
  return (
    <Stack gap="md">
      <ProfileCard id={sectionId('photos')} title="Latest photos">
        {latestPhotos.length === 0 ? (
          <EmptyNote>No photos yet.</EmptyNote>
        ) : (
          <ul className={classes.photoGrid}>
            {latestPhotos.map((photo) => (
              <li key={photo.id}>
                <img src={photo.img} alt={photo.alt} className={classes.photo} loading="lazy" />
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard id="profile-suggestions" title="People you may know">
        {suggestions.length === 0 ? (
          <EmptyNote>No suggestions right now.</EmptyNote>
        ) : (
          <ul className={classes.list}>
            {suggestions.map((person) => (
              <li key={person.id}>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={person.fullName} src={person.avatar} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} dir="auto">
                      {person.fullName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {plural(person.mutualFriends, 'mutual colleague', 'mutual colleagues')}
                    </Text>
                  </div>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard id={sectionId('polls')} title="Polls">
        {polls.length === 0 ? (
          <EmptyNote>No polls right now.</EmptyNote>
        ) : (
          <ProfilePolls polls={polls} />
        )}
      </ProfileCard>
    </Stack>
  )
}
