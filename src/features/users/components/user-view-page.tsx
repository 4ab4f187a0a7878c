import '@/components/styles/full-styles'
import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import {
  IconCheck,
  IconCircleCheck,
  IconCreditCard,
  IconPencil,
  IconTrash,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DataTable } from '@/components/data-table/data-table'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { ButtonLink } from '@/components/router-links'
import { UserAvatar } from '@/components/user-avatar'
import type { User } from '@/contract/users'
import { formatDay, formatMoney } from '@/lib/format'
import { useUser } from '../api/get-user'
import { DeleteUserDialog } from './delete-user-dialog'
import { planDetails, StatusBadge } from './user-labels'
import { permissionActions, permissionsOf, type ModulePermission } from './user-permissions'
import classes from './users.module.css'
import { useTargetStore } from '@/lib/target-store'

interface UserViewPageProps {
  /** The route's `$id`, parsed. */
  id: number
  /** The user's invoices, composed by the route (features do not import each other). */
  invoices?: ReactNode
}

/** One user: their card, plan, activity, permissions and invoices. */
export function UserViewPage({ id, invoices }: UserViewPageProps) {
  const user = useUser(id)
  if (user.isError) {
    // Deleted while open: the route's not-found page takes over.
    throwIfMissing(user.error, { id })
    return (
      <>
        <QueryError error={user.error} onRetry={() => void user.refetch()} />
      </>
    )
  }
  if (!user.data) return <UserViewSkeleton />
  return <UserView user={user.data} invoices={invoices} />
}

function UserViewSkeleton() {
  return (
    <div className={classes.viewLayout} aria-busy="true">
      <Stack>
        <Skeleton height={420} radius="md" />
        <Skeleton height={220} radius="md" />
      </Stack>
      <Stack>
        <Skeleton height={200} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    </div>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      {/* A value from data runs in its own direction: a phone number or an address keeps its order. */}
      <dd>
        <bdi>{children}</bdi>
      </dd>
    </>
  )
}

function UserView({ user, invoices }: { user: User; invoices: ReactNode }) {
  const { t } = useTranslation('users')
  const navigate = useNavigate()
  const deleting = useTargetStore<User>()
  const permissionColumns = useMemo(() => permissionColumnsIn(t), [t])
  const plan = planDetails[user.currentPlan]
  const role = t(`role.${user.role}`)
  return (
    <>
      <PageTitle title={user.fullName} />
      <div className={classes.viewLayout}>
        <Stack gap="md">
          <Paper
            withBorder
            p="lg"
            component="section"
            aria-labelledby="user-card-title"
            className={classes.userCard}
          >
            <Stack align="center" gap={6} mb="md">
              <UserAvatar name={user.fullName} src={user.avatar} size={96} radius="md" />
              <Title order={1} size="h3" id="user-card-title" ta="center" dir="auto">
                {user.fullName}
              </Title>
              <Badge variant="light" radius="sm" tt="none">
                {role}
              </Badge>
            </Stack>
            <Title order={2} size="h5" mb="xs">
              {t('view.details')}
            </Title>
            <dl className={classes.detailList}>
              <Detail term={t('field.username')}>@{user.username}</Detail>
              <Detail term={t('field.email')}>{user.email}</Detail>
              <Detail term={t('field.status')}>
                <StatusBadge status={user.status} />
              </Detail>
              <Detail term={t('field.role')}>{role}</Detail>
              <Detail term={t('field.contact')}>{user.contact}</Detail>
              <Detail term={t('field.company')}>{user.company}</Detail>
              <Detail term={t('field.country')}>{user.country}</Detail>
              <Detail term={t('field.language')}>
                {user.language ? t(`language.${user.language}`) : '—'}
              </Detail>
              {user.dob && <Detail term={t('field.dob')}>{formatDay(user.dob)}</Detail>}
            </dl>
            <Group justify="center" mt="lg" gap="sm">
              <ButtonLink
                to="/apps/user/edit/$id"
                params={{ id: user.id }}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('view.edit')}
              </ButtonLink>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => deleting.open(user)}
              >
                {t('delete.confirm')}
              </Button>
            </Group>
          </Paper>
          <Paper withBorder p="lg" component="section" aria-labelledby="user-plan-title">
            <Group justify="space-between" align="flex-start" mb="sm">
              <div>
                <Title order={2} size="h4" id="user-plan-title">
                  {t('view.planTitle', { plan: t(`plan.${user.currentPlan}`) })}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('view.currentPlan')}
                </Text>
              </div>
              <Text fw={700} fz="xl" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(plan.price, { whole: true })}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  {t('view.perMonth')}
                </Text>
              </Text>
            </Group>
            <List
              spacing={4}
              size="sm"
              icon={
                <ThemeIcon size={18} radius="xl" variant="light">
                  <IconCheck size={12} aria-hidden />
                </ThemeIcon>
              }
            >
              {plan.benefits.map(({ key, count }) => (
                <List.Item key={key}>{t(`benefit.${key}`, { count })}</List.Item>
              ))}
            </List>
            <ButtonLink
              to="/apps/user/edit/$id"
              params={{ id: user.id }}
              variant="light"
              fullWidth
              mt="md"
            >
              {t('view.changePlan')}
            </ButtonLink>
          </Paper>
        </Stack>
        <Stack gap="md" miw={0}>
          <Paper withBorder p="lg" component="section" aria-labelledby="user-activity-title">
            <Title order={2} size="h4" id="user-activity-title" mb="md">
              {t('view.activity')}
            </Title>
            <UserTimeline user={user} />
          </Paper>
          <Paper withBorder component="section" aria-labelledby="user-permissions-title">
            <Title order={2} size="h4" id="user-permissions-title" p="lg" pb="xs">
              {t('view.permissions')}
            </Title>
            <Text size="sm" c="dimmed" px="lg" pb="sm">
              {t('view.permissionsIntro', { role })}
            </Text>
            <DataTable
              label={t('view.permissions')}
              data={permissionsOf(user.role)}
              columns={permissionColumns}
              getRowId={(row) => row.module}
              minWidth={480}
            />
          </Paper>
          <Paper withBorder component="section" aria-labelledby="user-invoices-title">
            <Title order={2} size="h4" id="user-invoices-title" p="lg" pb="sm">
              {t('view.invoices')}
            </Title>
            {invoices ?? (
              <Text size="sm" c="dimmed" px="lg" pb="lg">
                {t('view.noInvoices')}
              </Text>
            )}
          </Paper>
        </Stack>
      </div>
      <DeleteUserDialog
        target={deleting}
        onDeleted={() => void navigate({ to: '/apps/user/list' })}
      />
    </>
  )
}

function Allowed({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation('users')
  const Icon = allowed ? IconCheck : IconX
  return (
    <>
      <Icon
        size={18}
        aria-hidden
        color={allowed ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-dimmed)'}
      />
      <VisuallyHidden>{allowed ? t('permission.yes') : t('permission.no')}</VisuallyHidden>
    </>
  )
}

/** The permissions table's columns, named in the user's language. */
const permissionColumnsIn = (t: TFunction<'users'>): ColumnDef<ModulePermission>[] => [
  {
    accessorKey: 'module',
    header: t('permission.module'),
    enableSorting: false,
    cell: ({ row }) => t(`permission.modules.${row.original.module}`),
  },
  ...permissionActions.map((action): ColumnDef<ModulePermission> => ({
    id: action,
    header: t(`permission.action.${action}`),
    enableSorting: false,
    cell: ({ row }) => <Allowed allowed={row.original.allowed.includes(action)} />,
  })),
]

/**
 * The account's story as its fields tell it (no call serves a user's
 * activity, so nothing here is invented beyond the record).
 */
function UserTimeline({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const { price } = planDetails[user.currentPlan]
  return (
    <Timeline active={2} bulletSize={26} lineWidth={2} className={classes.timeline}>
      <Timeline.Item
        bullet={<IconUserPlus size={14} aria-hidden />}
        title={t('timeline.joined', { company: user.company })}
      >
        <Text size="sm" c="dimmed">
          {t('timeline.signedUp', {
            role: t(`role.${user.role}`),
            username: user.username,
            country: user.country,
          })}
        </Text>
      </Timeline.Item>
      <Timeline.Item
        bullet={<IconCreditCard size={14} aria-hidden />}
        title={t('timeline.plan', { plan: t(`plan.${user.currentPlan}`) })}
      >
        <Text size="sm" c="dimmed">
          {price === 0
            ? t('timeline.free')
            : t('timeline.price', { price: formatMoney(price, { whole: true }) })}
        </Text>
      </Timeline.Item>
      <Timeline.Item
        bullet={<IconCircleCheck size={14} aria-hidden />}
        title={t('timeline.status', { status: t(`status.${user.status}`) })}
      >
        <Text size="sm" c="dimmed">
          {t(`timeline.statusLine.${user.status}`, { name: user.fullName, email: user.email })}
        </Text>
      </Timeline.Item>
    </Timeline>
  )
}
