import '@/components/styles/full-styles'
import { Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core'
import {
  IconBell,
  IconInfoCircle,
  IconLink,
  IconLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { useAccountSettings } from '../api/get-account-settings'
import { accountTabs, type AccountTab } from '../search'
import { GeneralTab } from './general-tab'
import { InfoTab } from './info-tab'
import { NotificationsTab } from './notifications-tab'
import { PasswordTab } from './password-tab'
import { SocialTab } from './social-tab'

const tabIcons: Record<AccountTab, Icon> = {
  general: IconUser,
  password: IconLock,
  info: IconInfoCircle,
  social: IconLink,
  notifications: IconBell,
}

/** The signed-in account's settings in five tabs; each tab saves on its own. */
export function AccountSettingsPage({
  tab,
  onTabChange,
}: {
  tab: AccountTab
  onTabChange: (tab: AccountTab) => void
}) {
  const { t } = useTranslation('account')
  const settings = useAccountSettings()
  return (
    <>
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('subtitle')}
      </Text>
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Tabs
          value={tab}
          onChange={(next) => next && onTabChange(next as AccountTab)}
          variant="pills"
          keepMounted
        >
          <Tabs.List mb="md">
            {accountTabs.map((value) => {
              const TabIcon = tabIcons[value]
              return (
                <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              )
            })}
          </Tabs.List>
          {settings.data ? (
            <>
              <Tabs.Panel value="general">
                <Paper withBorder p="lg">
                  <GeneralTab saved={settings.data.general} />
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="password">
                <Paper withBorder p="lg">
                  <PasswordTab />
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="info">
                <Paper withBorder p="lg">
                  <InfoTab saved={settings.data.info} />
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="social">
                <Paper withBorder p="lg">
                  <SocialTab
                    saved={settings.data.social}
                    username={settings.data.general.username}
                  />
                </Paper>
              </Tabs.Panel>
              <Tabs.Panel value="notifications">
                <Paper withBorder p="lg">
                  <NotificationsTab saved={settings.data.notification} />
                </Paper>
              </Tabs.Panel>
            </>
          ) : (
            <Paper withBorder p="lg" aria-busy="true" aria-label={t('loading')}>
              <Stack>
                <Skeleton height={96} width={96} radius="md" />
                <Skeleton height={36} />
                <Skeleton height={36} />
                <Skeleton height={36} width="60%" />
              </Stack>
            </Paper>
          )}
        </Tabs>
      )}
    </>
  )
}
