import {
  Button,
  Grid,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { QueryError } from '@/components/query-error'
import {
  addressSchema,
  cartTotals,
  paymentErrors,
  type Address,
  type Payment,
} from '@/contract/ecommerce'
import { showServerError } from '@/components/server-errors'
import { useCart } from '../api/get-cart'
import { usePlaceOrder } from '../api/place-order'
import { checkoutSteps, type CheckoutSearch } from '../search'
import { CardFields } from './card-fields'
import { CheckoutCartLines, PriceDetails } from './checkout-cart'

/** Two addresses the account has used before: choosing one fills the form. */
const savedAddresses: (Address & { label: string })[] = [
  {
    label: 'Home',
    fullName: 'John Doe',
    phone: '+39 02 555 0101',
    street: 'Via della Spiga 12',
    city: 'Milano',
    postcode: '20121',
    country: 'Italy',
  },
  {
    label: 'Restaurant',
    fullName: 'John Doe',
    phone: '+39 06 555 0199',
    street: 'Piazza Navona 4',
    city: 'Roma',
    postcode: '00186',
    country: 'Italy',
  },
]

const emptyAddress: Address = {
  fullName: '',
  phone: '',
  street: '',
  city: '',
  postcode: '',
  country: '',
}

type PaymentValues = Required<Payment>

export interface CheckoutPageProps {
  search: CheckoutSearch
  onStepChange: (step: CheckoutSearch['step']) => void
  /** Opens the order just placed. */
  onPlaced: (orderId: number) => void
}

/** The checkout: cart, address and payment; placing the order empties the cart and opens the order. */
export function CheckoutPage({ search, onStepChange, onPlaced }: CheckoutPageProps) {
  const cart = useCart()
  const placeOrder = usePlaceOrder()
  const addressForm = useForm<Address>({
    initialValues: emptyAddress,
    validate: schemaResolver(addressSchema, { sync: true }),
  })
  const paymentForm = useForm<PaymentValues>({
    initialValues: { method: 'card', cardName: '', cardNumber: '', expiry: '', cvv: '' },
    validate: (values) => paymentErrors(values),
  })
  const addressDone = addressForm.isValid()
  // A step the person has not reached yet (an address typed by hand) falls back.
  const wanted = search.step ?? 'cart'
  const step = wanted === 'payment' && !addressDone ? 'address' : wanted
  const active = checkoutSteps.indexOf(step)
  const lines = cart.data?.items ?? []

  const submitOrder = paymentForm.onSubmit((payment) => {
    const address = addressSchema.parse(addressForm.getValues())
    const body: Payment = payment.method === 'card' ? payment : { method: 'cash' }
    placeOrder.mutate(
      { address, payment: body },
      {
        onSuccess: ({ order }) => {
          notifications.show({ color: 'green', message: `Order #${String(order.id)} placed` })
          onPlaced(order.id)
        },
        onError: (error) => {
          // The server names fields `address.<name>` and `payment.<name>`: one form each.
          const placed = showServerError(error, {
            setFieldError: (field, message) => {
              const [group = '', name = ''] = field.split('.')
              if (group === 'address') addressForm.setFieldError(name, message)
              else paymentForm.setFieldError(name, message)
            },
            fieldOf: (path) => (/^(address|payment)\.[^.]+$/.test(path) ? path : undefined),
          })
          if (placed.some((field) => field.startsWith('address.'))) onStepChange('address')
        },
      },
    )
  })

  return (
    <Stack>
      <Title order={1} size="h3">
        Checkout
      </Title>
      <Stepper
        active={active}
        onStepClick={(index) => {
          if (index < active) onStepChange(index === 0 ? undefined : checkoutSteps[index])
        }}
        size="sm"
      >
        <Stepper.Step label="Cart" description="Your items" />
        <Stepper.Step label="Address" description="Where to deliver" />
        <Stepper.Step label="Payment" description="How to pay" />
      </Stepper>
      {cart.isError ? (
        <QueryError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : !cart.data ? (
        <Skeleton h={300} radius="md" aria-label="Loading the cart" />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {step === 'cart' && <CheckoutCartLines lines={lines} />}
            {step === 'address' && (
              <Paper withBorder p="md" radius="md">
                <form
                  noValidate
                  aria-labelledby="address-title"
                  onSubmit={addressForm.onSubmit(() => onStepChange('payment'))}
                >
                  <Stack>
                    <Title order={2} size="h5" id="address-title">
                      Delivery address
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {savedAddresses.map((saved) => (
                        <Paper key={saved.label} withBorder p="sm" radius="md">
                          <Stack gap={4}>
                            <Text fw={600}>{saved.label}</Text>
                            <Text size="sm">
                              {saved.street}, {saved.postcode} {saved.city}, {saved.country}
                            </Text>
                            <Button
                              size="xs"
                              variant="light"
                              w="fit-content"
                              aria-label={`Deliver to ${saved.label}`}
                              onClick={() => {
                                const { label: _label, ...address } = saved
                                addressForm.setValues(address)
                                addressForm.clearErrors()
                              }}
                            >
                              Deliver here
                            </Button>
                          </Stack>
                        </Paper>
                      ))}
                    </SimpleGrid>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label="Full name"
                        required
                        {...addressForm.getInputProps('fullName')}
                      />
                      <TextInput
                        label="Phone"
                        required
                        type="tel"
                        {...addressForm.getInputProps('phone')}
                      />
                      <TextInput
                        label="Street and number"
                        required
                        {...addressForm.getInputProps('street')}
                      />
                      <TextInput label="City" required {...addressForm.getInputProps('city')} />
                      <TextInput
                        label="Postcode"
                        required
                        {...addressForm.getInputProps('postcode')}
                      />
                      <TextInput
                        label="Country"
                        required
                        {...addressForm.getInputProps('country')}
                      />
                    </SimpleGrid>
                    <Group justify="space-between">
                      <Button variant="default" onClick={() => onStepChange(undefined)}>
                        Back to cart
                      </Button>
                      <Button type="submit">Continue to payment</Button>
                    </Group>
                  </Stack>
                </form>
              </Paper>
            )}
            {step === 'payment' && (
              <Paper withBorder p="md" radius="md">
                <form noValidate aria-labelledby="payment-title" onSubmit={submitOrder}>
                  <Stack>
                    <Title order={2} size="h5" id="payment-title">
                      Payment
                    </Title>
                    <Radio.Group label="Payment method" {...paymentForm.getInputProps('method')}>
                      <Group mt={6}>
                        <Radio value="card" label="Credit or debit card" />
                        <Radio value="cash" label="Cash on delivery" />
                      </Group>
                    </Radio.Group>
                    {paymentForm.getValues().method === 'card' && <CardFields form={paymentForm} />}
                    <Group justify="space-between">
                      <Button variant="default" onClick={() => onStepChange('address')}>
                        Back to address
                      </Button>
                      <Button type="submit" loading={placeOrder.isPending} disabled={!lines.length}>
                        Place order
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </Paper>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <PriceDetails {...cartTotals(lines)} />
              {step === 'cart' && (
                <Button disabled={!lines.length} onClick={() => onStepChange('address')}>
                  Continue to address
                </Button>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}
