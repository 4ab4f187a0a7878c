import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
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
  const { t } = useTranslation('profile')
  return (
    <Stack gap="md">
      <ProfileCard id={sectionId('about')} title={t('about.title')}>
        {userAbout.about ? (
          <Text size="sm" mb="md" dir="auto">
            {userAbout.about}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" mb="md">
            {t('about.noBio')}{' '}
            <AnchorLink to="/pages/account-settings" search={{ tab: 'info' }}>
              {t('about.addBio')}
            </AnchorLink>
          </Text>
        )}
        <dl className={classes.detailList}>
          {userAbout.joined && (
            <>
              <dt>{t('about.joined')}</dt>
              <dd>{formatDay(userAbout.joined)}</dd>
            </>
          )}
          {userAbout.lives && (
            <>
              <dt>{t('about.lives')}</dt>
              <dd>{userAbout.lives}</dd>
            </>
          )}
          <dt>{t('about.email')}</dt>
          <dd>
            <Anchor href={`mailto:${userAbout.email}`} size="sm">
              {userAbout.email}
            </Anchor>
          </dd>
          {userAbout.website && (
            <>
              <dt>{t('about.website')}</dt>
              <dd>{userAbout.website}</dd>
            </>
          )}
        </dl>
      </ProfileCard>
      <ProfileCard id="profile-suggested-pages" title={t('suggestedPages.title')}>
        {suggestedPages.length === 0 ? (
          <EmptyNote>{t('suggestedPages.empty')}</EmptyNote>
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
                      <VisuallyHidden component="span">
                        {t('suggestedPages.favourite')}
                      </VisuallyHidden>
                    </Text>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard id="profile-twitter" title={t('twitter.title')}>
        {twitterFeeds.length === 0 ? (
          <EmptyNote>{t('twitter.empty')}</EmptyNote>
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
