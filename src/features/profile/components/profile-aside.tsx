import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import type { ProfileData } from '@/contract/profile'
import { EmptyNote, ProfileCard } from './profile-card'
import { sectionId } from './profile-header'
import { ProfilePolls } from './profile-polls'
import classes from './profile.module.css'

type AsideProps = Pick<ProfileData, 'latestPhotos' | 'suggestions' | 'polls'>

/** The right column: latest photos, people to know and polls. */
export function ProfileAside({ latestPhotos, suggestions, polls }: AsideProps) {
  const { t } = useTranslation('profile')
  return (
    <Stack gap="md">
      <ProfileCard id={sectionId('photos')} title={t('photos.title')}>
        {latestPhotos.length === 0 ? (
          <EmptyNote>{t('photos.empty')}</EmptyNote>
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
      <ProfileCard id="profile-suggestions" title={t('suggestions.title')}>
        {suggestions.length === 0 ? (
          <EmptyNote>{t('suggestions.empty')}</EmptyNote>
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
                      {t('suggestions.mutual', { count: person.mutualFriends })}
                    </Text>
                  </div>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard id={sectionId('polls')} title={t('polls.title')}>
        {polls.length === 0 ? (
          <EmptyNote>{t('polls.empty')}</EmptyNote>
        ) : (
          <ProfilePolls polls={polls} />
        )}
      </ProfileCard>
    </Stack>
  )
}
