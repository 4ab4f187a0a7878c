import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { AnchorLink } from '@/components/router-links'
import { UserAvatar } from '@/components/user-avatar'
import type { ProfileData } from '@/contract/profile'
import { formatDay } from '@/lib/format'
import { EmptyNote, ProfileCard } from './profile-card'
import { sectionId } from './profile-header'
import classes from './profile.module.css'

type AboutProps = Pick<ProfileData, 'userAbout' | 'suggestedPages' | 'twitterFeeds'>

/** The left column: about, suggested pages and the Twitter feed. */
export function ProfileAbout({ userAbout, suggestedPages, twitterFeeds }: AboutProps) {
  return (
    <Stack gap="md">
      <ProfileCard id={sectionId('about')} title="About">
        {userAbout.about ? (
          <Text size="sm" mb="md" dir="auto">
            {userAbout.about}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" mb="md">
            No bio yet.{' '}
            <AnchorLink to="/pages/account-settings" search={{ tab: 'info' }}>
              Add one in Account settings
            </AnchorLink>
          </Text>
        )}
        <dl className={classes.detailList}>
          {userAbout.joined && (
            <>
              <dt>Joined</dt>
              <dd>{formatDay(userAbout.joined)}</dd>
            </>
          )}
          {userAbout.lives && (
            <>
              <dt>Lives</dt>
              <dd>{userAbout.lives}</dd>
            </>
          )}
          <dt>Email</dt>
          <dd>
            <Anchor href={`mailto:${userAbout.email}`} size="sm">
              {userAbout.email}
            </Anchor>
          </dd>
          {userAbout.website && (
            <>
              <dt>Website</dt>
              <dd>{userAbout.website}</dd>
            </>
          )}
        </dl>
      </ProfileCard>
      <ProfileCard id="profile-suggested-pages" title="Suggested pages">
        {suggestedPages.length === 0 ? (
          <EmptyNote>No suggested pages.</EmptyNote>
        ) : (
          <ul className={classes.list}>
            {suggestedPages.map((page) => (
              <li key={page.id}>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={page.title} src={page.avatar} radius="md" />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600} dir="auto">
                      {page.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {page.subtitle}
                    </Text>
                  </div>
                  {page.favorite && (
                    <Text component="span" c="yellow.8" lh={1}>
                      <IconStarFilled size={16} aria-hidden />
                      <VisuallyHidden component="span">Favourite</VisuallyHidden>
                    </Text>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard id="profile-twitter" title="Twitter feeds">
        {twitterFeeds.length === 0 ? (
          <EmptyNote>Nothing on Twitter yet.</EmptyNote>
        ) : (
          <ul className={classes.list} data-spacious>
            {twitterFeeds.map((feed) => (
              <li key={feed.id}>
                <Group gap="sm" wrap="nowrap" mb={4}>
                  <UserAvatar name={feed.name} src={feed.avatar} size="sm" />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} dir="auto">
                      {feed.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {feed.handle}
                    </Text>
                  </div>
                </Group>
                <Text size="sm" className={classes.postText} dir="auto">
                  {feed.text}
                </Text>
                {feed.tags.length > 0 && (
                  <Text size="sm" fw={600}>
                    {feed.tags.join(' ')}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
    </Stack>
  )
}
