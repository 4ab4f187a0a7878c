import { Skeleton, Stack } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { useProfileData } from '../api/get-profile-data'
import { ProfileAbout } from './profile-about'
import { ProfileAside } from './profile-aside'
import { ProfileFeed } from './profile-feed'
import { ProfileHeader } from './profile-header'
import classes from './profile.module.css'

/** The profile page: header card, then about | posts | photos, people and polls. */
export function ProfilePage() {
  const data = useProfileData()
  if (data.isError)
    return (
      <>
        <QueryError error={data.error} onRetry={() => void data.refetch()} />
      </>
    )
  if (!data.data) return <ProfileSkeleton />
  const profile = data.data
  return (
    <Stack gap="md">
      <ProfileHeader header={profile.header} />
      <div className={classes.columns}>
        <div className={classes.left}>
          <ProfileAbout
            userAbout={profile.userAbout}
            suggestedPages={profile.suggestedPages}
            twitterFeeds={profile.twitterFeeds}
          />
        </div>
        <div className={classes.feed}>
          <ProfileFeed firstPosts={profile.post} total={profile.postTotal} />
        </div>
        <div className={classes.right}>
          <ProfileAside
            latestPhotos={profile.latestPhotos}
            suggestions={profile.suggestions}
            polls={profile.polls}
          />
        </div>
      </div>
    </Stack>
  )
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile')
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      <Skeleton height={300} radius="md" />
      <div className={classes.columns}>
        <Stack className={classes.left}>
          <Skeleton height={260} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
        <Stack className={classes.feed}>
          <Skeleton height={360} radius="md" />
          <Skeleton height={360} radius="md" />
        </Stack>
        <Stack className={classes.right}>
          <Skeleton height={220} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      </div>
    </Stack>
  )
}
