import { Anchor, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'

/** The blank layout demo: the page alone, no navbar, menu or footer. */
export function BlankLayoutPage() {
  return (
    <Center component="main" mih="100dvh" p="md">
      <PageTitle title="Blank layout" />
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          Blank layout
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          No shell at all: the sign-in, register and misc pages are drawn this way.
        </Text>
        <Anchor component={Link} to="/page-layout/layout-empty">
          Back to the layouts
        </Anchor>
      </Stack>
    </Center>
  )
}
