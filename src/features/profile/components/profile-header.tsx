import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconChartBar, IconNews, IconPhoto, IconUser, type Icon } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import type { ProfileData, ProfileSection } from '@/contract/profile'
import classes from './profile.module.css'

/** The element id of each section a header tab leads to. */
export const sectionId = (section: ProfileSection) => `profile-${section}`

const sectionIcons: Record<ProfileSection, Icon> = {
  feed: IconNews,
  about: IconUser,
  photos: IconPhoto,
  polls: IconChartBar,
}

/** Cover, picture, name and designation; the tabs are links to the page's sections. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const { t } = useTranslation('profile')
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {/* The cover is decoration: the name and designation below say who this is. */}
      <img src={header.coverImg} alt="" className={classes.cover} />
      <Group className={classes.headerBody} gap="md" align="flex-end" wrap="wrap">
        <UserAvatar
          name={header.fullName}
          src={header.avatar}
          size={104}
          radius="md"
          className={classes.avatar}
        />
        <Stack gap={2} pt="sm" style={{ minWidth: 0 }}>
          <Title order={1} size="h3" dir="auto">
            {header.fullName}
          </Title>
          <Text c="dimmed" size="sm">
            {t('designation', { designation: header.designation, username: header.username })}
          </Text>
        </Stack>
      </Group>
      <nav aria-label={t('sections.label')} className={classes.tabs}>
        <Group gap={4} wrap="wrap">
          {header.tabs.map(({ section }) => {
            const SectionIcon = sectionIcons[section]
            return (
              <Button
                key={section}
                component="a"
                href={`#${sectionId(section)}`}
                variant="subtle"
                color="gray"
                size="sm"
                leftSection={<SectionIcon size={16} aria-hidden />}
              >
                {t(`sections.${section}`)}
              </Button>
            )
          })}
        </Group>
      </nav>
    </Paper>
  )
}
