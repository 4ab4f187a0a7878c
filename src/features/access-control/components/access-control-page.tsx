import '@/components/styles/full-styles'
import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Can } from '@casl/react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import type { AuthUser } from '@/contract/auth'
import { QueryError } from '@/components/query-error'

interface AccessControlPageProps {
  /** The back end's view of the signed-in user (the route passes the auth feature's query). */
  me: Pick<UseQueryResult<{ userData: AuthUser }>, 'data' | 'isPending' | 'error' | 'refetch'>
}

/** What the signed-in account may do, as the back end grants it. */
export function AccessControlPage({
  me: { data, isPending, error, refetch },
}: AccessControlPageProps) {
  const { t } = useTranslation('access-control')
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('abilities')}
          </Title>
          {isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
          {error && <QueryError error={error} onRetry={() => void refetch()} />}
          {data && (
            <>
              <Text size="sm">
                <Trans
                  t={t}
                  i18nKey="signedInAs"
                  values={{
                    name: data.userData.fullName,
                    email: data.userData.email,
                    role: data.userData.role,
                  }}
                  components={{
                    strong: <strong dir="auto" />,
                    email: <bdi />,
                    role: <Badge component="span" variant="light" />,
                  }}
                />
              </Text>
              <Table.ScrollContainer minWidth={320}>
                <Table striped withTableBorder>
                  <Table.Caption>{t('rules.caption')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('rules.action')}</Table.Th>
                      <Table.Th scope="col">{t('rules.subject')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.userData.ability.map((rule) => (
                      <Table.Tr key={`${rule.action}:${rule.subject}`}>
                        <Table.Td>{rule.action}</Table.Td>
                        <Table.Td>{rule.subject}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      </Card>
      <Can I="read" a="ACL">
        <Alert
          color="green"
          variant="light"
          icon={<IconShieldCheck aria-hidden />}
          title={t('readAcl.title')}
        >
          <Group gap="xs">
            <Text size="sm">{t('readAcl.text')}</Text>
          </Group>
        </Alert>
      </Can>
    </Stack>
  )
}
