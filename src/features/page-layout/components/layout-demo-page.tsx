import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useTranslation } from '@/lib/use-translation'
import { pageOf } from '@/contract/pages'
import { pageTitle } from '@/lib/page-names'

/** The demos, each with the key of what it shows (`demos.<key>` in the page-layout namespace). */
export const layoutDemos = [
  { to: '/page-layout/collapse-menu', key: 'collapseMenu' },
  { to: '/page-layout/layout-boxed', key: 'boxed' },
  { to: '/page-layout/without-menu', key: 'withoutMenu' },
  { to: '/page-layout/layout-empty', key: 'empty' },
  { to: '/page-layout/layout-blank', key: 'blank' },
] as const

export type LayoutDemoPath = (typeof layoutDemos)[number]['to']

/** A demo's title: its page's in the registry (src/contract/pages.ts), in the shell's words. */
export function demoTitle(t: TFunction, path: LayoutDemoPath): string {
  const page = pageOf(path)
  return page ? pageTitle(t, page) : path
}

/** One page-layout demo: what this page shows, and the way to the others. */
export function LayoutDemoPage({ path, empty = false }: { path: LayoutDemoPath; empty?: boolean }) {
  const { t } = useTranslation('page-layout')
  const { t: shellT } = useTranslation()
  const demo = layoutDemos.find((item) => item.to === path) ?? layoutDemos[0]
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {demoTitle(shellT, demo.to)}
      </Title>
      {!empty && (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text>{t(`demos.${demo.key}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('onlyThisPage')}
            </Text>
            <Group gap="md">
              {layoutDemos
                .filter((item) => item.to !== path)
                .map((item) => (
                  <Anchor key={item.to} component={Link} to={item.to} size="sm">
                    {demoTitle(shellT, item.to)}
                  </Anchor>
                ))}
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
