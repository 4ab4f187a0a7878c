import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTwitter,
  IconQuestionMark,
  type Icon,
} from '@tabler/icons-react'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import {
  accountSocialSchema,
  connectionServices,
  socialNetworks,
  type AccountSocial,
  type ConnectionService,
  type SocialNetwork,
} from '@/contract/account'
import { useSaveSocial } from '../api/save-social'
import { FormActions, showSaved, showSaveError } from './form-helpers'

const networks: Record<SocialNetwork | ConnectionService, { label: string; icon: Icon }> = {
  twitter: { label: 'Twitter', icon: IconBrandTwitter },
  facebook: { label: 'Facebook', icon: IconBrandFacebook },
  google: { label: 'Google', icon: IconBrandGoogle },
  linkedIn: { label: 'LinkedIn', icon: IconBrandLinkedin },
  instagram: { label: 'Instagram', icon: IconBrandInstagram },
  quora: { label: 'Quora', icon: IconQuestionMark },
  github: { label: 'GitHub', icon: IconBrandGithub },
}

/**
 * Social: the six profile links and the four connected services. Connecting
 * stands in for the service's own sign-in: it links the account's username.
 */
export function SocialTab({ saved, username }: { saved: AccountSocial; username: string }) {
  const save = useSaveSocial()
  const form = useForm<AccountSocial>({
    initialValues: saved,
    validate: schemaResolver(accountSocialSchema, { sync: true }),
  })
  useUnsavedChanges(form.isDirty())
  const submit = form.onSubmit((social) =>
    save.mutate(social, {
      onSuccess: (settings) => {
        form.setInitialValues(settings.social)
        form.setValues(settings.social)
        showSaved()
      },
      onError: (error) => showSaveError(error, form.setFieldError),
    }),
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Social">
      <Title order={2} size="h5" mb="sm">
        Social links
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {socialNetworks.map((network) => {
          const { label, icon: NetworkIcon } = networks[network]
          return (
            <TextInput
              key={network}
              label={label}
              type="url"
              dir="ltr"
              placeholder="https://"
              leftSection={<NetworkIcon size={16} aria-hidden />}
              {...form.getInputProps(`socialLinks.${network}`)}
            />
          )
        })}
      </SimpleGrid>
      <Title order={2} size="h5" mt="xl" mb={4}>
        Connected accounts
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Connections change when you save.
      </Text>
      <Stack gap="xs">
        {connectionServices.map((service) => {
          const { label, icon: ServiceIcon } = networks[service]
          const connection = form.values.connections[service]
          const error = form.errors[`connections.${service}.account`]
          return (
            <Paper key={service} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <ServiceIcon size={24} aria-hidden />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500}>{label}</Text>
                    <Text size="sm" c="dimmed" truncate>
                      {connection.connected
                        ? `Connected as ${connection.account}`
                        : 'Not connected'}
                    </Text>
                    {error && (
                      <Text size="sm" c="red">
                        {error}
                      </Text>
                    )}
                  </div>
                </Group>
                <Button
                  style={{ flexShrink: 0 }}
                  variant={connection.connected ? 'default' : 'light'}
                  color={connection.connected ? 'red' : undefined}
                  aria-label={`${connection.connected ? 'Disconnect' : 'Connect'} ${label}`}
                  onClick={() =>
                    form.setFieldValue(
                      `connections.${service}`,
                      connection.connected
                        ? { connected: false, account: '' }
                        : { connected: true, account: username },
                    )
                  }
                >
                  {connection.connected ? 'Disconnect' : 'Connect'}
                </Button>
              </Group>
            </Paper>
          )
        })}
      </Stack>
      <FormActions dirty={form.isDirty()} saving={save.isPending} onDiscard={() => form.reset()} />
    </form>
  )
}
