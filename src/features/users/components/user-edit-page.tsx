import '@/components/styles/full-styles'
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { schemaResolver, useForm, type FormErrors } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTwitter,
  IconEye,
  IconInfoCircle,
  IconQuestionMark,
  IconShare,
  IconUser,
  type Icon,
} from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import { throwIfMissing } from '@/components/record-not-found'
import { ButtonLink } from '@/components/router-links'
import { fieldIn, showServerError } from '@/components/server-errors'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { UserAvatar } from '@/components/user-avatar'
import {
  userGenders,
  userLanguages,
  userSocialNetworks,
  type User,
  type UserPatch,
  type UserSocialNetwork,
} from '@/contract/users'
import { translateErrors } from '@/lib/messages'
import { useUser } from '../api/get-user'
import { useUpdateUser } from '../api/update-user'
import { editUserFormSchema, type EditUserFormValues } from '../schemas'
import { type UserEditTab } from '../search'
import { UserAccountFields, userAccountFields } from './user-fields'
import { countryOptions, statusOptions } from './user-options'

interface UserEditPageProps {
  /** The route's `$id`, parsed. */
  id: number
  tab: UserEditTab
  onTabChange: (tab: UserEditTab) => void
}

/** Edits one user in three tabs (account, information, social); Save saves them all. */
export function UserEditPage({ id, tab, onTabChange }: UserEditPageProps) {
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
  if (!user.data)
    return (
      <Stack aria-busy="true">
        <Skeleton height={60} radius="md" />
        <Skeleton height={420} radius="md" />
      </Stack>
    )
  // Keyed: another user opens with their own values and a fresh form.
  return <UserEditForm key={user.data.id} user={user.data} tab={tab} onTabChange={onTabChange} />
}

const accountFields = [...userAccountFields, 'status'] as const
const informationFields = ['dob', 'language', 'gender', 'website'] as const
const socialFields = userSocialNetworks.map((network) => `social.${network}`)
const allFields = [...accountFields, ...informationFields, ...socialFields]

/** The networks by their own names, which no language translates. */
const socialLabels: Record<UserSocialNetwork, { label: string; icon: Icon }> = {
  twitter: { label: 'Twitter', icon: IconBrandTwitter },
  facebook: { label: 'Facebook', icon: IconBrandFacebook },
  instagram: { label: 'Instagram', icon: IconBrandInstagram },
  linkedIn: { label: 'LinkedIn', icon: IconBrandLinkedin },
  google: { label: 'Google', icon: IconBrandGoogle },
  quora: { label: 'Quora', icon: IconQuestionMark },
}

const validate = schemaResolver(editUserFormSchema, { sync: true })

/** What a link field expects (the same in every language). */
const LINK_EXAMPLE = 'https://'

/** A native select's choices with "Not given" first: each value named by `labelOf`. */
const optionalChoices = (
  t: TFunction<'users'>,
  values: readonly string[],
  labelOf: (value: string) => string,
) => [
  { value: '', label: t('edit.notGiven') },
  ...values.map((value) => ({ value, label: labelOf(value) })),
]

function valuesOf(user: User): EditUserFormValues {
  return {
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    contact: user.contact,
    company: user.company,
    country: user.country,
    role: user.role,
    currentPlan: user.currentPlan,
    status: user.status,
    dob: user.dob ?? null,
    language: user.language ?? null,
    gender: user.gender ?? null,
    website: user.website ?? '',
    social: Object.fromEntries(
      userSocialNetworks.map((network) => [network, user.social?.[network] ?? '']),
    ) as EditUserFormValues['social'],
  }
}

/** The form's values as a change: blanks clear the optional fields. */
function patchOf(id: number, values: EditUserFormValues): UserPatch {
  const social = Object.fromEntries(
    userSocialNetworks.flatMap((network) => {
      const link = values.social[network].trim()
      return link ? [[network, link]] : []
    }),
  )
  return {
    id,
    fullName: values.fullName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    contact: values.contact.trim(),
    company: values.company.trim(),
    country: values.country ?? '',
    role: values.role as User['role'],
    currentPlan: values.currentPlan as User['currentPlan'],
    status: values.status as User['status'],
    dob: values.dob || null,
    language: (values.language as User['language']) ?? null,
    gender: (values.gender as User['gender']) ?? null,
    website: values.website.trim() || null,
    social: Object.keys(social).length ? social : null,
  }
}

/** The tab holding the first field at fault, so an error is never out of sight. */
function tabOf(errors: FormErrors): UserEditTab | undefined {
  const fields = Object.keys(errors)
  if (fields.some((field) => (accountFields as readonly string[]).includes(field))) return 'account'
  if (fields.some((field) => (informationFields as readonly string[]).includes(field)))
    return 'information'
  if (fields.some((field) => field.startsWith('social.'))) return 'social'
  return undefined
}

function UserEditForm({
  user,
  tab,
  onTabChange,
}: {
  user: User
  tab: UserEditTab
  onTabChange: (tab: UserEditTab) => void
}) {
  const { t } = useTranslation('users')
  const updateUser = useUpdateUser()
  const form = useForm<EditUserFormValues>({
    initialValues: valuesOf(user),
    validate: (values) => translateErrors(validate(values)),
  })
  useUnsavedChanges(form.isDirty())
  const showTabOf = (errors: FormErrors) => {
    const errorTab = tabOf(errors)
    if (errorTab && errorTab !== tab) onTabChange(errorTab)
  }

  const submit = form.onSubmit(
    (values) =>
      updateUser.mutate(patchOf(user.id, values), {
        onSuccess: ({ user: saved }) => {
          notifications.show({ color: 'green', message: t('edit.saved') })
          form.setInitialValues(valuesOf(saved))
          form.setValues(valuesOf(saved))
        },
        onError: (error) => {
          const placed = showServerError(error, {
            setFieldError: form.setFieldError,
            fieldOf: fieldIn(allFields, 'user.'),
          })
          if (placed.length > 0) showTabOf(Object.fromEntries(placed.map((field) => [field, true])))
        },
      }),
    showTabOf,
  )

  const countries = countryOptions.includes(user.country)
    ? countryOptions
    : [...countryOptions, user.country].sort()

  return (
    <>
      <PageTitle title={t('edit.pageTitle', { name: user.fullName })} />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={user.fullName} src={user.avatar} size={48} radius="md" />
          <div>
            <Title order={1} size="h3">
              {t('edit.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {user.fullName} (@{user.username})
            </Text>
          </div>
        </Group>
        <ButtonLink
          to="/apps/user/view/$id"
          params={{ id: user.id }}
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
        >
          {t('edit.viewUser')}
        </ButtonLink>
      </Group>
      <Paper withBorder>
        <form onSubmit={submit} noValidate aria-label={t('edit.title')}>
          <Tabs
            value={tab}
            onChange={(next) => next && onTabChange(next as UserEditTab)}
            keepMounted
          >
            <Tabs.List px="md" pt="xs">
              <Tabs.Tab value="account" leftSection={<IconUser size={16} aria-hidden />}>
                {t('edit.tab.account')}
              </Tabs.Tab>
              <Tabs.Tab value="information" leftSection={<IconInfoCircle size={16} aria-hidden />}>
                {t('edit.tab.information')}
              </Tabs.Tab>
              <Tabs.Tab value="social" leftSection={<IconShare size={16} aria-hidden />}>
                {t('edit.tab.social')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="account" p="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                <UserAccountFields
                  getInputProps={(field) => form.getInputProps(field)}
                  countries={countries}
                />
                <Select
                  label={t('field.status')}
                  required
                  allowDeselect={false}
                  data={statusOptions(t)}
                  {...form.getInputProps('status')}
                />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="information" p="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('field.dob')}
                  type="date"
                  {...form.getInputProps('dob')}
                  value={form.values.dob ?? ''}
                  onChange={(event) => form.setFieldValue('dob', event.currentTarget.value || null)}
                />
                {/* Native selects with a "Not given" choice: a clear button is out of the keyboard's reach. */}
                <NativeSelect
                  label={t('field.language')}
                  data={optionalChoices(t, userLanguages, (value) => t(`language.${value}`))}
                  {...form.getInputProps('language')}
                  value={form.values.language ?? ''}
                  onChange={(event) =>
                    form.setFieldValue('language', event.currentTarget.value || null)
                  }
                />
                <NativeSelect
                  label={t('field.gender')}
                  data={optionalChoices(t, userGenders, (value) => t(`gender.${value}`))}
                  {...form.getInputProps('gender')}
                  value={form.values.gender ?? ''}
                  onChange={(event) =>
                    form.setFieldValue('gender', event.currentTarget.value || null)
                  }
                />
                <TextInput
                  label={t('field.website')}
                  type="url"
                  dir="ltr"
                  placeholder={LINK_EXAMPLE}
                  {...form.getInputProps('website')}
                />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="social" p="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {userSocialNetworks.map((network) => {
                  const { label, icon: NetworkIcon } = socialLabels[network]
                  return (
                    <TextInput
                      key={network}
                      label={label}
                      type="url"
                      dir="ltr"
                      placeholder={LINK_EXAMPLE}
                      leftSection={<NetworkIcon size={16} aria-hidden />}
                      {...form.getInputProps(`social.${network}`)}
                    />
                  )
                })}
              </SimpleGrid>
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" gap="sm" p="md" pt={0}>
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              {t('edit.reset')}
            </Button>
            <Button type="submit" loading={updateUser.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </form>
      </Paper>
    </>
  )
}
