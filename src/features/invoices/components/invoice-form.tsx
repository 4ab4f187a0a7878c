import '@/components/styles/full-styles'
import '@mantine/dates/styles.layer.css'
import { ButtonLink } from '@/components/router-links'
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { schemaResolver, useForm } from '@mantine/form'
import { randomId } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { IconCalendar, IconPlus, IconTrash } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useTranslation } from '@/lib/use-translation'
import {
  invoiceTotals,
  type Invoice,
  type InvoiceClient,
  type InvoiceDraft,
} from '@/contract/invoices'
import { showServerError } from '@/components/server-errors'
import { useUnsavedChanges } from '@/components/unsaved-changes-guard'
import { useAddInvoice } from '../api/add-invoice'
import { useClients } from '../api/get-clients'
import { useUpdateInvoice } from '../api/update-invoice'
import { linesOf } from '../invoice-export'
import { formatMoney, formatPickedDays, moneyInputFormat, percentInputFormat } from '@/lib/format'
import { translateErrors, translateMessage } from '@/lib/messages'
import { ClientPicker } from './client-picker'
import { invoiceFormSchema, type InvoiceFormItem, type InvoiceFormValues } from '../schemas'
import classes from './invoices.module.css'

const emptyItem = (): InvoiceFormItem => ({
  key: randomId(),
  description: '',
  quantity: 1,
  price: '',
})

function initialValues(invoice: Invoice | undefined): InvoiceFormValues {
  const today = dayjs()
  if (!invoice)
    return {
      client: null,
      issuedDate: today.format('YYYY-MM-DD'),
      dueDate: today.add(30, 'day').format('YYYY-MM-DD'),
      items: [emptyItem()],
      discount: 0,
      tax: 0,
      note: '',
    }
  return {
    client: invoice.client.name,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: linesOf(invoice).map((line) => ({ ...line, key: randomId() })),
    discount: invoice.discount ?? 0,
    tax: invoice.tax ?? 0,
    note: invoice.note ?? '',
  }
}

const validate = schemaResolver(invoiceFormSchema, { sync: true })

/** `invoice.items.0.price` (the server's path) → `items.0.price` (the form's). */
function formPath(serverPath: string): string {
  const path = serverPath.replace(/^invoice\./, '')
  return path.startsWith('client') ? 'client' : path
}

/** Adds an invoice (none given) or edits one: client, dates, lines, discount, tax, note. */
export function InvoiceForm({ invoice }: { invoice?: Invoice }) {
  const { t } = useTranslation('invoices')
  const navigate = useNavigate()
  const clients = useClients()
  const addInvoice = useAddInvoice()
  const updateInvoice = useUpdateInvoice()
  const form = useForm<InvoiceFormValues>({
    initialValues: initialValues(invoice),
    validate: (values) => translateErrors(validate(values)),
  })
  useUnsavedChanges(form.isDirty())

  // The clients to bill: those of listInvoiceClients, the invoice's own (as billed) first when editing.
  const clientList: InvoiceClient[] = [
    ...(invoice ? [invoice.client] : []),
    ...(clients.data ?? []).filter((client) => client.name !== invoice?.client.name),
  ]
  const chosen = clientList.find((client) => client.name === form.values.client)
  const totals = invoiceTotals(form.values.items, form.values.discount, form.values.tax)

  const showServerErrors = (error: Error) =>
    showServerError(error, {
      setFieldError: form.setFieldError,
      fieldOf: formPath,
      title: t('form.notSaved'),
    })

  const submit = form.onSubmit((values) => {
    const parsed = invoiceFormSchema.parse(values)
    if (!chosen) {
      form.setFieldError('client', translateMessage('Choose a client'))
      return
    }
    const draft: InvoiceDraft = {
      client: chosen,
      issuedDate: parsed.issuedDate,
      dueDate: parsed.dueDate,
      items: parsed.items.map(({ description, quantity, price }) => ({
        description: description.trim(),
        quantity,
        price,
      })),
      discount: parsed.discount,
      tax: parsed.tax,
      note: parsed.note,
    }
    if (invoice)
      updateInvoice.mutate(
        { id: invoice.id, ...draft },
        {
          onSuccess: ({ invoice: saved }) => {
            notifications.show({ color: 'green', message: t('form.saved', { id: saved.id }) })
            void navigate({
              to: '/apps/invoice/preview/$id',
              params: { id: saved.id },
              // Saved: nothing is left to lose.
              ignoreBlocker: true,
            })
          },
          onError: showServerErrors,
        },
      )
    else
      addInvoice.mutate(draft, {
        onSuccess: ({ invoice: saved }) => {
          notifications.show({ color: 'green', message: t('form.added', { id: saved.id }) })
          void navigate({ to: '/apps/invoice/list', ignoreBlocker: true })
        },
        onError: showServerErrors,
      })
  })

  const itemsError = form.errors.items

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <ClientPicker
              clients={clientList}
              loading={clients.isPending}
              failed={clients.isError}
              input={form.getInputProps('client')}
            />
            <DatePickerInput
              label={t('form.dateIssued')}
              required
              valueFormatter={formatPickedDays}
              leftSection={<IconCalendar size={16} aria-hidden />}
              {...form.getInputProps('issuedDate')}
            />
            <DatePickerInput
              label={t('form.dueDate')}
              required
              valueFormatter={formatPickedDays}
              leftSection={<IconCalendar size={16} aria-hidden />}
              {...form.getInputProps('dueDate')}
            />
          </SimpleGrid>
          {chosen && (
            <div aria-label={t('form.clientDetails')} role="group">
              <Text size="sm" fw={600}>
                {chosen.company}
              </Text>
              <Text size="sm" c="dimmed">
                <bdi>
                  {chosen.address}, {chosen.country} · {chosen.contact} · {chosen.companyEmail}
                </bdi>
              </Text>
            </div>
          )}
          <Divider />
          <section aria-labelledby="invoice-items">
            <Title order={2} size="h5" id="invoice-items">
              {t('form.items')}
            </Title>
            {form.values.items.map((item, index) => {
              const n = String(index + 1)
              return (
                <div
                  key={item.key}
                  className={classes.itemRow}
                  role="group"
                  aria-label={t('form.item', { n })}
                >
                  <Textarea
                    className={classes.itemDescription}
                    label={t('form.description')}
                    aria-label={t('form.itemDescription', { n })}
                    required
                    autosize
                    minRows={1}
                    {...form.getInputProps(`items.${String(index)}.description`)}
                  />
                  <NumberInput
                    label={t('form.quantity')}
                    aria-label={t('form.itemQuantity', { n })}
                    required
                    min={1}
                    allowDecimal={false}
                    {...form.getInputProps(`items.${String(index)}.quantity`)}
                  />
                  <NumberInput
                    label={t('form.price')}
                    aria-label={t('form.itemPrice', { n })}
                    required
                    min={0}
                    decimalScale={2}
                    {...moneyInputFormat()}
                    {...form.getInputProps(`items.${String(index)}.price`)}
                  />
                  <div className={classes.lineTotal}>
                    <Text size="sm" fw={500}>
                      {t('document.amount')}
                    </Text>
                    <Text size="sm" className={classes.lineAmount}>
                      <bdi>{formatMoney(invoiceTotals([item], 0, 0).total)}</bdi>
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={2}
                    aria-label={t('form.removeItem', { n })}
                    disabled={form.values.items.length === 1}
                    onClick={() => form.removeListItem('items', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </div>
              )
            })}
            {typeof itemsError === 'string' && (
              <Text c="red" size="sm" mt="xs" role="alert">
                {itemsError}
              </Text>
            )}
            <Button
              variant="light"
              mt="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('items', emptyItem())}
            >
              {t('form.addItem')}
            </Button>
          </section>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
            <Stack gap="sm">
              <Group grow align="flex-start">
                <NumberInput
                  label={t('form.discount')}
                  {...percentInputFormat()}
                  min={0}
                  max={100}
                  decimalScale={2}
                  {...form.getInputProps('discount')}
                />
                <NumberInput
                  label={t('form.tax')}
                  {...percentInputFormat()}
                  min={0}
                  max={100}
                  decimalScale={2}
                  {...form.getInputProps('tax')}
                />
              </Group>
              <Textarea
                label={t('form.note')}
                autosize
                minRows={3}
                {...form.getInputProps('note')}
              />
            </Stack>
            <dl className={classes.totals}>
              <dt>
                <bdi>{t('document.subtotal')}</bdi>
              </dt>
              <dd>
                <bdi>{formatMoney(totals.subtotal)}</bdi>
              </dd>
              <dt>
                <bdi>{t('document.discount')}</bdi>
              </dt>
              <dd>
                <bdi>{formatMoney(-totals.discount)}</bdi>
              </dd>
              <dt>
                <bdi>{t('document.tax')}</bdi>
              </dt>
              <dd>
                <bdi>{formatMoney(totals.tax)}</bdi>
              </dd>
              <dt className={classes.totalRow}>
                <bdi>{t('document.total')}</bdi>
              </dt>
              <dd className={classes.totalRow} data-testid="invoice-total">
                {formatMoney(totals.total)}
              </dd>
            </dl>
          </SimpleGrid>
          <Group justify="flex-end">
            {invoice ? (
              <ButtonLink
                variant="default"
                to="/apps/invoice/preview/$id"
                params={{ id: invoice.id }}
              >
                {t('form.cancel')}
              </ButtonLink>
            ) : (
              <ButtonLink variant="default" to="/apps/invoice/list">
                {t('form.cancel')}
              </ButtonLink>
            )}
            <Button type="submit" loading={addInvoice.isPending || updateInvoice.isPending}>
              {invoice ? t('form.saveChanges') : t('form.saveInvoice')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  )
}
