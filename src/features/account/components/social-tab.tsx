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
import { useTranslation } from '@/lib/use-translation'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import {
  accountSocialSchema,
  connectionServices,
  socialNetworks,
  type AccountSocial,
  type ConnectionService,
  type SocialNetwork,
} from '@/contract/account'
import { translateErrors } from '@/lib/messages'
import { useSaveSocial } from '../api/save-social'
import { FormActions, useSaveToasts } from './form-helpers'

const networks: Record<SocialNetwork | ConnectionService, { label: string; icon: Icon }> = {
  twitter: { label: 'Twitter', icon: IconBrandTwitter },
  facebook: { label: 'Facebook', icon: IconBrandFacebook },
  google: { label: 'Google', icon: IconBrandGoogle },
  linkedIn: { label: 'LinkedIn', icon: IconBrandLinkedin },
  instagram: { label: 'Instagram', icon: IconBrandInstagram },
  quora: { label: 'Quora', icon: IconQuestionMark },
  github: { label: 'GitHub', icon: IconBrandGithub },
}

/** The links' placeholder: how every web address starts, the same in every language. */
const WEB_ADDRESS_START = 'https://'

const validate = schemaResolver(accountSocialSchema, { sync: true })

/**
 * Social: the six profile links and the four connected services. Connecting
 * stands in for the service's own sign-in: it links the account's username.
 */
export function SocialTab({ saved, username }: { saved: AccountSocial; username: string }) {
  const { t } = useTranslation('account')
  const save = useSaveSocial()
  const { showSaved, showSaveError } = useSaveToasts()
  const form = useForm<AccountSocial>({
    initialValues: saved,
    validate: (values) => translateErrors(validate(values)),
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
    <form onSubmit={submit} noValidate aria-label={t('tabs.social')}>
      <Title order={2} size="h5" mb="sm">
        {t('social.links')}
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
              placeholder={WEB_ADDRESS_START}
              leftSection={<NetworkIcon size={16} aria-hidden />}
              {...form.getInputProps(`socialLinks.${network}`)}
            />
          )
        })}
      </SimpleGrid>
      <Title order={2} size="h5" mt="xl" mb={4}>
        {t('social.connections')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('social.connectionsHint')}
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
                    {/* Two lines at most: a narrow screen still shows the account's name. */}
                    <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {connection.connected
                        ? t('social.connectedAs', { account: connection.account })
                        : t('social.notConnected')}
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
                  aria-label={
                    connection.connected
                      ? t('social.disconnectService', { service: label })
                      : t('social.connectService', { service: label })
                  }
                  onClick={() =>
                    form.setFieldValue(
                      `connections.${service}`,
                      connection.connected
                        ? { connected: false, account: '' }
                        : { connected: true, account: username },
                    )
                  }
                >
                  {connection.connected ? t('social.disconnect') : t('social.connect')}
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
