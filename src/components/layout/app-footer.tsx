import { Anchor, Group, Text } from '@mantine/core'
import { config } from '@/lib/config'
import classes from './app-layout.module.css'

/** The static footer at the end of every page in the shell. */
export function AppFooter({ sticky = false }: { sticky?: boolean }) {
  return (
    <Group
      component="footer"
      justify="space-between"
      className={classes.footer}
      data-sticky={sticky || undefined}
      gap="xs"
    >
      {/* English text in its own direction: on a right-to-left page its full stops stay at its end. */}
      <Text size="sm" c="dimmed" dir="auto">
        © {new Date().getFullYear()} {config().clientName}. Staff dashboard.
      </Text>
      <Anchor href="#main-content" size="sm">
        Back to content
      </Anchor>
    </Group>
  )
}
