import '@/components/styles/full-styles'
import {
  Alert,
  Button,
  Divider,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { randomId } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { translateErrors } from '@/lib/messages'
import { DemoSection, GalleryPage } from '../demo'
import { moneyInputFormat, formatMoney } from '@/lib/format'
import { lineTotal, orderSchema, orderTotals, VAT_RATE, type OrderLine } from './order-lines'

const newLine = (): OrderLine => ({ key: randomId(), item: '', qty: 1, price: '' })
/** The order to start from: sample products, as the menu names them. */
const startLines = (): OrderLine[] => [
  { key: randomId(), item: 'Margherita pizza', qty: 2, price: 9.5 },
  { key: randomId(), item: 'Sparkling water 75 cl', qty: 1, price: 3 },
]
const validate = schemaResolver(orderSchema, { sync: true })

/** /forms/form-repeater: an order whose lines are added and removed, with live totals. */
export function FormRepeaterDemo() {
  const { t } = useTranslation('galleryForms')
  const [saved, setSaved] = useState<{ lines: number; total: number } | null>(null)
  const form = useForm<{ lines: OrderLine[] }>({
    initialValues: { lines: startLines() },
    validate: (values) => translateErrors(validate(values)),
  })
  const { lines } = form.getValues()
  const totals = orderTotals(lines)
  const totalRows = [
    { key: 'subtotal', label: t('formRepeater.subtotal'), amount: totals.subtotal },
    { key: 'vat', label: t('formRepeater.vat', { rate: VAT_RATE * 100 }), amount: totals.vat },
    { key: 'total', label: t('formRepeater.total'), amount: totals.total },
  ]

  // Removing is undoable from the toast rather than confirmed first: quicker, and nothing is lost.
  const remove = (index: number) => {
    const line = lines[index]
    if (!line) return
    form.removeListItem('lines', index)
    const id = `order-line-undo-${line.key}`
    notifications.show({
      id,
      message: (
        <Stack gap={4} align="flex-start">
          <Text size="sm">
            {line.item.trim()
              ? t('formRepeater.removed', { item: line.item.trim() })
              : t('formRepeater.emptyRemoved')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id)
              form.insertListItem('lines', line, index)
            }}
          >
            {t('formRepeater.undo')}
          </Button>
        </Stack>
      ),
    })
  }

  const submit = form.onSubmit(
    (values) => {
      // A demo: nothing is sent. In the app the order would go to the orders call.
      setSaved({ lines: values.lines.length, total: orderTotals(values.lines).total })
    },
    () => setSaved(null),
  )

  return (
    <GalleryPage page="formRepeater" description={t('formRepeater.description')}>
      <DemoSection
        title={t('formRepeater.title')}
        usage="form.insertListItem('lines', line) · form.removeListItem('lines', index)"
        note={t('formRepeater.note')}
      >
        <form onSubmit={submit} noValidate aria-label={t('formRepeater.title')}>
          <Stack gap="md">
            {lines.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('formRepeater.empty')}
              </Text>
            )}
            {lines.map((line, index) => (
              <Fieldset
                key={line.key}
                legend={t('formRepeater.line', { number: index + 1 })}
                variant="filled"
                p="sm"
              >
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} verticalSpacing="xs">
                  <TextInput
                    label={t('formRepeater.item')}
                    placeholder={t('formRepeater.itemPlaceholder')}
                    {...form.getInputProps(`lines.${index}.item`)}
                  />
                  <NumberInput
                    label={t('formRepeater.qty')}
                    min={1}
                    max={99}
                    allowDecimal={false}
                    {...form.getInputProps(`lines.${index}.qty`)}
                  />
                  <NumberInput
                    label={t('formRepeater.price')}
                    {...moneyInputFormat()}
                    min={0}
                    decimalScale={2}
                    {...form.getInputProps(`lines.${index}.price`)}
                  />
                  <Group justify="space-between" align="flex-end" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={500}>
                        {t('formRepeater.amount')}
                      </Text>
                      <Text size="sm" py={6} data-testid="line-amount">
                        {formatMoney(lineTotal(line))}
                      </Text>
                    </div>
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => remove(index)}
                      aria-label={t('formRepeater.removeLine', { number: index + 1 })}
                    >
                      {t('formRepeater.remove')}
                    </Button>
                  </Group>
                </SimpleGrid>
              </Fieldset>
            ))}
            {form.errors.lines && (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {form.errors.lines}
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => form.insertListItem('lines', newLine())}
              >
                {t('formRepeater.add')}
              </Button>
            </Group>
            <Divider />
            <dl aria-label={t('formRepeater.totals')} style={{ margin: 0 }}>
              {totalRows.map(({ key, label, amount }) => (
                <Group key={key} justify="space-between" maw={320} ms="auto">
                  <Text component="dt" size="sm" fw={key === 'total' ? 700 : 400}>
                    {label}
                  </Text>
                  <Text component="dd" size="sm" fw={key === 'total' ? 700 : 400} m={0}>
                    {formatMoney(amount)}
                  </Text>
                </Group>
              ))}
            </dl>
            <Group justify="flex-end">
              <Button type="submit">{t('formRepeater.save')}</Button>
            </Group>
          </Stack>
        </form>
        <div aria-live="polite">
          {saved && (
            <Alert color="green" mt="md">
              {t('formRepeater.saved', { count: saved.lines, total: formatMoney(saved.total) })}
            </Alert>
          )}
        </div>
      </DemoSection>
    </GalleryPage>
  )
}
