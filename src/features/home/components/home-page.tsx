import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'
import { useAuthUser } from '@/lib/session'

const builtPages = [
  { to: '/apps/email', label: 'Email: folders, labels, compose' },
  { to: '/apps/chat', label: 'Chat with the team and suppliers' },
  { to: '/apps/todo', label: 'To-do: tasks, tags and due dates' },
  { to: '/apps/calendar', label: 'Calendar: events by category, drag to move' },
  { to: '/access-control', label: 'Access control: what your account may do' },
  { to: '/pages/login-v1', label: 'Sign-in pages (v1 and v2)' },
  { to: '/pages/register-v2', label: 'Register pages (v1 and v2)' },
  { to: '/misc/coming-soon', label: 'Coming soon, maintenance and error pages' },
] as const

/** Home until the e-commerce dashboard arrives: a greeting and the pages already built. */
export function HomePage() {
  const user = useAuthUser()
  return (
    <Stack gap="lg">
      <PageTitle title="Home" />
      <Title order={1} size="h2">
        Welcome back{user ? `, ${user.fullName}` : ''}
      </Title>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Text>More apps are on their way. These are ready now:</Text>
          <List spacing="xs">
            {builtPages.map((page) => (
              <List.Item key={page.to}>
                <Anchor component={Link} to={page.to}>
                  {page.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Card>
    </Stack>
  )
}
