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
import type { ReactNode } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { ButtonLink } from '@/components/router-links'
import { UserAvatar } from '@/components/user-avatar'
import type { User } from '@/contract/users'
import { formatDay } from '@/lib/format'
import { useUser } from '../api/get-user'
import { DeleteUserDialog } from './delete-user-dialog'
import { planDetails, planLabels, roleLabels, StatusBadge, statusLabels } from './user-labels'
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
  const navigate = useNavigate()
  const deleting = useTargetStore<User>()
  const plan = planDetails[user.currentPlan]
  return (
    <>
      <PageTitle title={user.fullName} />
      <div className={classes.viewLayout}>
        <Stack gap="md">
          <Paper withBorder p="lg" component="section" aria-labelledby="user-card-title">
            <Stack align="center" gap={6} mb="md">
              <UserAvatar name={user.fullName} src={user.avatar} size={96} radius="md" />
              <Title order={1} size="h3" id="user-card-title" ta="center" dir="auto">
                {user.fullName}
              </Title>
              <Badge variant="light" radius="sm" tt="none">
                {roleLabels[user.role]}
              </Badge>
            </Stack>
            <Title order={2} size="h5" mb="xs">
              Details
            </Title>
            <dl className={classes.detailList}>
              <Detail term="Username">@{user.username}</Detail>
              <Detail term="Email">{user.email}</Detail>
              <Detail term="Status">
                <StatusBadge status={user.status} />
              </Detail>
              <Detail term="Role">{roleLabels[user.role]}</Detail>
              <Detail term="Contact">{user.contact}</Detail>
              <Detail term="Company">{user.company}</Detail>
              <Detail term="Country">{user.country}</Detail>
              <Detail term="Language">{user.language ?? '—'}</Detail>
              {user.dob && <Detail term="Date of birth">{formatDay(user.dob)}</Detail>}
            </dl>
            <Group justify="center" mt="lg" gap="sm">
              <ButtonLink
                to="/apps/user/edit/$id"
                params={{ id: user.id }}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                Edit
              </ButtonLink>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => deleting.open(user)}
              >
                Delete
              </Button>
            </Group>
          </Paper>
          <Paper withBorder p="lg" component="section" aria-labelledby="user-plan-title">
            <Group justify="space-between" align="flex-start" mb="sm">
              <div>
                <Title order={2} size="h4" id="user-plan-title">
                  {planLabels[user.currentPlan]} plan
                </Title>
                <Text size="sm" c="dimmed">
                  Current plan
                </Text>
              </div>
              <Text fw={700} fz="xl">
                ${plan.price}
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  / month
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
              {plan.benefits.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
            <ButtonLink
              to="/apps/user/edit/$id"
              params={{ id: user.id }}
              variant="light"
              fullWidth
              mt="md"
            >
              Change plan
            </ButtonLink>
          </Paper>
        </Stack>
        <Stack gap="md" miw={0}>
          <Paper withBorder p="lg" component="section" aria-labelledby="user-activity-title">
            <Title order={2} size="h4" id="user-activity-title" mb="md">
              Activity timeline
            </Title>
            <UserTimeline user={user} />
          </Paper>
          <Paper withBorder component="section" aria-labelledby="user-permissions-title">
            <Title order={2} size="h4" id="user-permissions-title" p="lg" pb="xs">
              Permissions
            </Title>
            <Text size="sm" c="dimmed" px="lg" pb="sm">
              What the {roleLabels[user.role]} role allows in each module.
            </Text>
            <DataTable
              label="Permissions"
              data={permissionsOf(user.role)}
              columns={permissionColumns}
              getRowId={(row) => row.module}
              minWidth={480}
            />
          </Paper>
          <Paper withBorder component="section" aria-labelledby="user-invoices-title">
            <Title order={2} size="h4" id="user-invoices-title" p="lg" pb="sm">
              Invoices
            </Title>
            {invoices ?? (
              <Text size="sm" c="dimmed" px="lg" pb="lg">
                No invoices to show.
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
  const Icon = allowed ? IconCheck : IconX
  return (
    <>
      <Icon
        size={18}
        aria-hidden
        color={allowed ? 'var(--mantine-color-green-filled)' : 'var(--mantine-color-dimmed)'}
      />
      <VisuallyHidden>{allowed ? 'Yes' : 'No'}</VisuallyHidden>
    </>
  )
}

const actionLabels = { read: 'Read', write: 'Write', create: 'Create', delete: 'Delete' } as const

const permissionColumns: ColumnDef<ModulePermission>[] = [
  { accessorKey: 'module', header: 'Module', enableSorting: false },
  ...permissionActions.map((action): ColumnDef<ModulePermission> => ({
    id: action,
    header: actionLabels[action],
    enableSorting: false,
    cell: ({ row }) => <Allowed allowed={row.original.allowed.includes(action)} />,
  })),
]

/**
 * The account's story as its fields tell it (no call serves a user's
 * activity, so nothing here is invented beyond the record).
 */
function UserTimeline({ user }: { user: User }) {
  const statusLine: Record<User['status'], string> = {
    active: `${user.fullName} uses the dashboard.`,
    pending: `Invitation sent to ${user.email}; not accepted yet.`,
    inactive: 'The account is switched off: no sign-in possible.',
  }
  return (
    <Timeline active={2} bulletSize={26} lineWidth={2}>
      <Timeline.Item
        bullet={<IconUserPlus size={14} aria-hidden />}
        title={`Joined ${user.company}`}
      >
        <Text size="sm" c="dimmed">
          Signed up as {roleLabels[user.role].toLowerCase()} (@{user.username}), {user.country}.
        </Text>
      </Timeline.Item>
      <Timeline.Item
        bullet={<IconCreditCard size={14} aria-hidden />}
        title={`On the ${planLabels[user.currentPlan]} plan`}
      >
        <Text size="sm" c="dimmed">
          {planDetails[user.currentPlan].price === 0
            ? 'Free of charge.'
            : `$${String(planDetails[user.currentPlan].price)} a month.`}
        </Text>
      </Timeline.Item>
      <Timeline.Item
        bullet={<IconCircleCheck size={14} aria-hidden />}
        title={`Status: ${statusLabels[user.status]}`}
      >
        <Text size="sm" c="dimmed">
          {statusLine[user.status]}
        </Text>
      </Timeline.Item>
    </Timeline>
  )
}
