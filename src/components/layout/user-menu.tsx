import { Group, Text, UnstyledButton } from '@mantine/core'
import {
  IconAdjustmentsHorizontal,
  IconDatabaseX,
  IconLogout,
  IconMail,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import type { AuthUser } from '@/contract/auth'
import { pageOf } from '@/contract/pages'
import { useCurrentAbility } from '@/lib/ability'
import { MenuOnDemand } from '../menu-on-demand'
import { UserAvatar } from '../user-avatar'
import classes from './app-layout.module.css'

/** The account's own pages the menu links to, each shown when the user's ability opens it. */
const ACCOUNT_PAGES = [
  { to: '/pages/profile', labelKey: 'navbar.profile', icon: IconUserCircle },
  { to: '/pages/account-settings', labelKey: 'navbar.accountSettings', icon: IconSettings },
  { to: '/apps/email', labelKey: 'navbar.inbox', icon: IconMail },
] as const satisfies readonly { to: string; labelKey: string; icon: Icon }[]

/**
 * The navbar's account menu: who is signed in, their profile, settings and inbox (as their
 * ability allows), the customizer, the sample data's reset (admins) and sign-out.
 */
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
  const ability = useCurrentAbility()
  const pages = ACCOUNT_PAGES.filter(({ to }) => {
    const page = pageOf(to)
    return page !== undefined && ability.can(...page.ability)
  })
  return (
    // Not in a portal: the dropdown stays inside the header landmark.
    <MenuOnDemand
      position="bottom-end"
      width={220}
      withArrow
      withinPortal={false}
      target={
        <UnstyledButton
          className={classes.userButton}
          aria-label={`${t('navbar.userMenu')}: ${user.fullName}`}
        >
          <Group gap="sm" wrap="nowrap">
            <div className={classes.userText}>
              <Text size="sm" fw={600} lh={1.2} dir="auto">
                {user.fullName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {/* The account's role by name; a role the app does not know shows as it came. */}
                {t(`navbar.roles.${user.role}`, { defaultValue: user.role })}
              </Text>
            </div>
            <UserAvatar name={user.fullName} src={user.avatar} radius="xl" />
          </Group>
        </UnstyledButton>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {pages.map(({ to, labelKey, icon: PageIcon }) => (
            <Menu.Item
              key={to}
              component={Link}
              to={to}
              leftSection={<PageIcon size={16} aria-hidden />}
            >
              {t(labelKey)}
            </Menu.Item>
          ))}
          {pages.length > 0 && <Menu.Divider />}
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
      )}
    </MenuOnDemand>
  )
}
