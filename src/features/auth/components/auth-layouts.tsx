import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Brand } from '@/components/brand'
import { Illustration } from '@/components/illustration'
import { PageTitle } from '@/components/page-title'
import classes from './auth-layouts.module.css'

interface AuthLayoutProps {
  /** The document title's page part. */
  pageTitle: string
  heading: string
  subheading: string
  children: ReactNode
}

function Heading({ heading, subheading }: Pick<AuthLayoutProps, 'heading' | 'subheading'>) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h3">
        {heading}
      </Title>
      <Text c="dimmed" size="sm">
        {subheading}
      </Text>
    </Stack>
  )
}

/** Version 1 of the sign-in pages: a centred card. */
export function AuthCardLayout({ pageTitle, heading, subheading, children }: AuthLayoutProps) {
  return (
    <main className={classes.page}>
      <PageTitle title={pageTitle} />
      <Paper withBorder shadow="sm" p="xl" radius="lg" className={classes.card}>
        <Stack gap="lg">
          <Brand />
          <Heading heading={heading} subheading={subheading} />
          {children}
        </Stack>
      </Paper>
    </main>
  )
}

/** Version 2: split screen, an illustration beside the form (the form alone on narrow screens). */
export function AuthSplitLayout({ pageTitle, heading, subheading, children }: AuthLayoutProps) {
  return (
    <main className={classes.split}>
      <PageTitle title={pageTitle} />
      <div className={classes.art}>
        <Illustration className={classes.illustration} />
      </div>
      <div className={classes.panel}>
        <Stack gap="lg" className={classes.panelInner}>
          <Brand />
          <Heading heading={heading} subheading={subheading} />
          {children}
        </Stack>
      </div>
    </main>
  )
}

/** The sign-in pages' frame: `card` is version 1, `split` version 2. */
export function AuthLayout({ variant, ...props }: AuthLayoutProps & { variant: 'card' | 'split' }) {
  return variant === 'card' ? <AuthCardLayout {...props} /> : <AuthSplitLayout {...props} />
}
