import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { Brand } from '@/components/brand'
import { Illustration } from '@/components/illustration'
import { PageTitle } from '@/components/page-title'
import { homePathFor, useCurrentAbility } from '@/lib/ability'
import { useAuthUser } from '@/lib/session'
import classes from './misc-layout.module.css'

interface MiscLayoutProps {
  pageTitle: string
  heading: string
  message: string
  children?: ReactNode
  /** The main way out of the page (default: back home). */
  action?: ReactNode
}

/** The full-page layout of the misc pages: brand, message, a way on, an illustration. */
export function MiscLayout({ pageTitle, heading, message, children, action }: MiscLayoutProps) {
  const { t } = useTranslation('misc')
  const user = useAuthUser()
  const ability = useCurrentAbility()
  const home = user ? homePathFor(ability) : '/login'
  return (
    <main className={classes.page}>
      <PageTitle title={pageTitle} />
      <div className={classes.brand}>
        <Brand />
      </div>
      <Stack align="center" gap="md" className={classes.body}>
        <Title order={1} ta="center">
          {heading}
        </Title>
        <Text c="dimmed" ta="center" maw={520}>
          {message}
        </Text>
        {children}
        {action ?? (
          <Button component={Link} to={home}>
            {user ? t('backHome') : t('goToSignIn')}
          </Button>
        )}
        <Illustration className={classes.illustration} />
      </Stack>
    </main>
  )
}
