import { Anchor, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { demoTitle } from './layout-demo-page'

/** The blank layout demo: the page alone, no navbar, menu or footer. */
export function BlankLayoutPage() {
  const { t } = useTranslation('page-layout')
  const { t: shellT } = useTranslation()
  const title = demoTitle(shellT, '/page-layout/layout-blank')
  return (
    <Center component="main" mih="100dvh" p="md">
      <PageTitle title={title} />
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {t('blankPage')}
        </Text>
        <Anchor component={Link} to="/page-layout/layout-empty">
          {t('backToLayouts')}
        </Anchor>
      </Stack>
    </Center>
  )
}
