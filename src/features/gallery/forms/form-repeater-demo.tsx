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
import { DemoSection, GalleryPage } from '../demo'
import { formatEuro, lineTotal, orderSchema, orderTotals, type OrderLine } from './order-lines'

const newLine = (): OrderLine => ({ key: randomId(), item: '', qty: 1, price: '' })

/** /forms/form-repeater: an order whose lines are added and removed, with live totals. */
export function FormRepeaterDemo() {
  const [saved, setSaved] = useState<string | null>(null)
  const form = useForm<{ lines: OrderLine[] }>({
    initialValues: {
      lines: [
        { key: randomId(), item: 'Margherita pizza', qty: 2, price: 9.5 },
        { key: randomId(), item: 'Sparkling water 75 cl', qty: 1, price: 3 },
      ],
    },
    validate: schemaResolver(orderSchema, { sync: true }),
  })
  const { lines } = form.getValues()
  const totals = orderTotals(lines)

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
          <Text size="sm">{line.item.trim() || 'An empty line'} was removed</Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id)
              form.insertListItem('lines', line, index)
            }}
          >
            Undo
          </Button>
        </Stack>
      ),
    })
  }

  const submit = form.onSubmit(
    (values) => {
      // A demo: nothing is sent. In the app the order would go to the orders call.
      const { total } = orderTotals(values.lines)
      setSaved(`Order saved: ${values.lines.length} lines, ${formatEuro(total)}.`)
    },
    () => setSaved(null),
  )

  return (
    <GalleryPage
      page="formRepeater"
      description="A list of similar rows that staff add and remove, with totals kept up to date."
    >
      <DemoSection
        title="Table order"
        usage="form.insertListItem('lines', line) · form.removeListItem('lines', index)"
        note="Each row is a labelled group; a removed row can be brought back from the toast."
      >
        <form onSubmit={submit} noValidate aria-label="Table order">
          <Stack gap="md">
            {lines.length === 0 && (
              <Text c="dimmed" size="sm">
                The order is empty. Add a line to start.
              </Text>
            )}
            {lines.map((line, index) => (
              <Fieldset key={line.key} legend={`Line ${index + 1}`} variant="filled" p="sm">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} verticalSpacing="xs">
                  <TextInput
                    label="Item"
                    placeholder="Dish or drink"
                    {...form.getInputProps(`lines.${index}.item`)}
                  />
                  <NumberInput
                    label="Qty"
                    min={1}
                    max={99}
                    allowDecimal={false}
                    {...form.getInputProps(`lines.${index}.qty`)}
                  />
                  <NumberInput
                    label="Price"
                    prefix="€ "
                    min={0}
                    decimalScale={2}
                    {...form.getInputProps(`lines.${index}.price`)}
                  />
                  <Group justify="space-between" align="flex-end" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={500}>
                        Amount
                      </Text>
                      <Text size="sm" py={6} data-testid="line-amount">
                        {formatEuro(lineTotal(line))}
                      </Text>
                    </div>
                    <Button
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={() => remove(index)}
                      aria-label={`Remove line ${index + 1}`}
                    >
                      Remove
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
                Add line
              </Button>
            </Group>
            <Divider />
            <dl aria-label="Order totals" style={{ margin: 0 }}>
              {(
                [
                  ['Subtotal', totals.subtotal],
                  ['VAT (10%)', totals.vat],
                  ['Total', totals.total],
                ] as const
              ).map(([label, amount]) => (
                <Group key={label} justify="space-between" maw={320} ms="auto">
                  <Text component="dt" size="sm" fw={label === 'Total' ? 700 : 400}>
                    {label}
                  </Text>
                  <Text component="dd" size="sm" fw={label === 'Total' ? 700 : 400} m={0}>
                    {formatEuro(amount)}
                  </Text>
                </Group>
              ))}
            </dl>
            <Group justify="flex-end">
              <Button type="submit">Save order</Button>
            </Group>
          </Stack>
        </form>
        <div aria-live="polite">
          {saved && (
            <Alert color="green" mt="md">
              {saved}
            </Alert>
          )}
        </div>
      </DemoSection>
    </GalleryPage>
  )
}
