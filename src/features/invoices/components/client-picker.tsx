import { Group, Select, type ComboboxItem, type OptionsFilter } from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { IconUserPlus } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { InvoiceClient } from '@/contract/invoices'
import { NewClientDrawer } from './new-client-drawer'

/** The picker's "Add new client" choice: no client's name starts with a space (names are trimmed). */
const NEW_CLIENT = ' new client'

/** "Add new client", always offered first, above the clients whose name holds what was typed. */
const clientFilter: OptionsFilter = ({ options, search, limit }) => {
  const query = search.trim().toLowerCase()
  const items = options.filter((option): option is ComboboxItem => 'value' in option)
  const clients = items.filter(
    (option) => option.value !== NEW_CLIENT && option.label.toLowerCase().includes(query),
  )
  return [...items.filter((option) => option.value === NEW_CLIENT), ...clients.slice(0, limit)]
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The invoice's client, picked by name, with "Add new client" first in the list: it opens the
 * "New client" drawer, starting from the name typed when no client has it, and picks the client
 * once saved. `input` is the form's `getInputProps('client')`.
 */
export function ClientPicker({
  clients,
  loading,
  failed,
  input,
}: {
  clients: readonly InvoiceClient[]
  loading: boolean
  failed: boolean
  input: GetInputPropsReturnType
}) {
  const { t } = useTranslation('invoices')
  const newClientOption: ComboboxItem = { value: NEW_CLIENT, label: t('client.addNew') }
  // What was last typed in the picker.
  const typed = useRef('')
  // The name the "New client" drawer starts from while it is open.
  const [newClientName, setNewClientName] = useState<string | null>(null)

  const openNewClient = () => {
    const name = typed.current.trim()
    setNewClientName(clients.some((client) => sameName(client.name, name)) ? '' : name)
  }
  const close = () => setNewClientName(null)

  return (
    <>
      <Select
        label={t('client.label')}
        placeholder={loading ? t('client.loading') : t('client.placeholder')}
        required
        searchable
        allowDeselect={false}
        data={[newClientOption, ...clients.map((client) => client.name)]}
        filter={clientFilter}
        // Thousands of clients at a large sample scale: typing finds the rest.
        limit={200}
        renderOption={({ option }) =>
          option.value === NEW_CLIENT ? (
            <Group gap="xs" wrap="nowrap" c="var(--mantine-color-anchor)">
              <IconUserPlus size={16} aria-hidden />
              {option.label}
            </Group>
          ) : (
            option.label
          )
        }
        description={failed ? t('client.failed') : undefined}
        onSearchChange={(search) => {
          typed.current = search
        }}
        {...input}
        onChange={(value) => {
          if (value === NEW_CLIENT) openNewClient()
          else input.onChange(value)
        }}
      />
      <NewClientDrawer
        opened={newClientName !== null}
        name={newClientName ?? ''}
        onClose={close}
        onAdded={(client) => {
          close()
          input.onChange(client.name)
          notifications.show({ color: 'green', message: t('client.added', { name: client.name }) })
        }}
      />
    </>
  )
}
