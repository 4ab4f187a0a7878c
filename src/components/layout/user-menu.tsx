import { Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconDatabaseX, IconLogout } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { AuthUser } from '@/contract/auth'
import { UserAvatar } from '../user-avatar'
import classes from './app-layout.module.css'

/** The navbar's account menu: who is signed in, the customizer, the sample data's reset (admins) and sign-out. */
export function UserMenu({
  user,
  onSignOut,
  onCustomize,
  onResetSampleData,
}: {
  user: AuthUser
  onSignOut: () => void
  onCustomize: () => void
  /** Given only to an account that may reset the sample data. */
  onResetSampleData?: () => void
}) {
  const { t } = useTranslation()
  return (
    // Not in a portal: the dropdown stays inside the header landmark.
    <Menu position="bottom-end" width={220} withArrow withinPortal={false}>
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          aria-label={`${t('navbar.userMenu')}: ${user.fullName}`}
        >
          <Group gap="sm" wrap="nowrap">
            <div className={classes.userText}>
              <Text size="sm" fw={600} lh={1.2}>
                {user.fullName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} tt="capitalize">
                {user.role}
              </Text>
            </div>
            <UserAvatar name={user.fullName} src={user.avatar} radius="xl" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={onCustomize}
        >
          {t('navbar.customize')}
        </Menu.Item>
        {onResetSampleData && (
          <Menu.Item
            leftSection={<IconDatabaseX size={16} aria-hidden />}
            onClick={onResetSampleData}
          >
            {t('navbar.resetSampleData')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          {t('navbar.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
