import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '@/components/page-title'

export const layoutDemos = [
  {
    to: '/page-layout/collapse-menu',
    title: 'Collapsed menu',
    text: 'The side menu is collapsed to its icons on this page, whatever your preference.',
  },
  {
    to: '/page-layout/layout-boxed',
    title: 'Boxed layout',
    text: 'The content is held to a fixed width in the middle of wide screens.',
  },
  {
    to: '/page-layout/without-menu',
    title: 'Without menu',
    text: 'No side menu on this page; the burger in the navbar still opens it.',
  },
  {
    to: '/page-layout/layout-empty',
    title: 'Empty layout',
    text: 'The shell with an empty content area, ready for a new page.',
  },
  {
    to: '/page-layout/layout-blank',
    title: 'Blank layout',
    text: 'No shell at all: a blank page, as the sign-in pages use.',
  },
] as const

export type LayoutDemoPath = (typeof layoutDemos)[number]['to']

/** One page-layout demo: what this page shows, and the way to the others. */
export function LayoutDemoPage({ path, empty = false }: { path: LayoutDemoPath; empty?: boolean }) {
  const demo = layoutDemos.find((item) => item.to === path) ?? layoutDemos[0]
  return (
    <Stack gap="lg">
      <PageTitle title={demo.title} />
      <Title order={1} size="h2">
        {demo.title}
      </Title>
      {!empty && (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text>{demo.text}</Text>
            <Text size="sm" c="dimmed">
              Only this page is drawn this way; your own layout choices (customizer) stay as they
              are.
            </Text>
            <Group gap="md">
              {layoutDemos
                .filter((item) => item.to !== path)
                .map((item) => (
                  <Anchor key={item.to} component={Link} to={item.to} size="sm">
                    {item.title}
                  </Anchor>
                ))}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
