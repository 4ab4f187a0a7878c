import { Paper, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './profile.module.css'

/** A titled card of the profile page; `id` makes it a place a header tab can lead to. */
export function ProfileCard({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      className={classes.section}
    >
      <Title order={2} size="h4" id={`${id}-title`} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** What an empty list of a card says instead. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  )
}
