import '@/components/styles/full-styles'
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
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import {
  addressSchema,
  cartTotals,
  paymentErrors,
  paymentMethods,
  type Address,
  type Payment,
} from '@/contract/ecommerce'
import { showServerError } from '@/components/server-errors'
import { translateErrors } from '@/lib/messages'
import { useCart } from '../api/get-cart'
import { usePlaceOrder } from '../api/place-order'
import { checkoutSteps, type CheckoutSearch } from '../search'
import { CardFields } from './card-fields'
import { CheckoutCartLines, PriceDetails } from './checkout-cart'

/** Two addresses the account has used before: choosing one fills the form. */
const savedAddresses: (Address & { key: 'home' | 'restaurant' })[] = [
  {
    key: 'home',
    fullName: 'John Doe',
    phone: '+39 02 555 0101',
    street: 'Via della Spiga 12',
    city: 'Milano',
    postcode: '20121',
    country: 'Italy',
  },
  {
    key: 'restaurant',
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
  const { t } = useTranslation('ecommerce')
  const cart = useCart()
  const placeOrder = usePlaceOrder()
  const validateAddress = schemaResolver(addressSchema, { sync: true })
  const addressForm = useForm<Address>({
    initialValues: emptyAddress,
    validate: (values) => translateErrors(validateAddress(values)),
  })
  const paymentForm = useForm<PaymentValues>({
    initialValues: { method: 'card', cardName: '', cardNumber: '', expiry: '', cvv: '' },
    validate: (values) => translateErrors(paymentErrors(values)),
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
          notifications.show({ color: 'green', message: t('checkout.placed', { id: order.id }) })
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
        {t('checkout.title')}
      </Title>
      <Stepper
        active={active}
        onStepClick={(index) => {
          if (index < active) onStepChange(index === 0 ? undefined : checkoutSteps[index])
        }}
        size="sm"
      >
        <Stepper.Step label={t('checkout.steps.cart')} description={t('checkout.steps.cartHint')} />
        <Stepper.Step
          label={t('checkout.steps.address')}
          description={t('checkout.steps.addressHint')}
        />
        <Stepper.Step
          label={t('checkout.steps.payment')}
          description={t('checkout.steps.paymentHint')}
        />
      </Stepper>
      {cart.isError ? (
        <QueryError error={cart.error} onRetry={() => void cart.refetch()} />
      ) : !cart.data ? (
        <Skeleton h={300} radius="md" aria-label={t('checkout.loading')} />
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
                      {t('checkout.address')}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      {savedAddresses.map((saved) => (
                        <Paper key={saved.key} withBorder p="sm" radius="md">
                          <Stack gap={4}>
                            <Text fw={600}>{t(`checkout.savedAddresses.${saved.key}`)}</Text>
                            <Text size="sm">
                              {saved.street}, {saved.postcode} {saved.city}, {saved.country}
                            </Text>
                            <Button
                              size="xs"
                              variant="light"
                              w="fit-content"
                              aria-label={t('checkout.deliverTo', {
                                label: t(`checkout.savedAddresses.${saved.key}`),
                              })}
                              onClick={() => {
                                const { key: _key, ...address } = saved
                                addressForm.setValues(address)
                                addressForm.clearErrors()
                              }}
                            >
                              {t('checkout.deliverHere')}
                            </Button>
                          </Stack>
                        </Paper>
                      ))}
                    </SimpleGrid>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label={t('checkout.fullName')}
                        required
                        {...addressForm.getInputProps('fullName')}
                      />
                      <TextInput
                        label={t('checkout.phone')}
                        required
                        type="tel"
                        dir="ltr"
                        {...addressForm.getInputProps('phone')}
                      />
                      <TextInput
                        label={t('checkout.street')}
                        required
                        {...addressForm.getInputProps('street')}
                      />
                      <TextInput
                        label={t('checkout.city')}
                        required
                        {...addressForm.getInputProps('city')}
                      />
                      <TextInput
                        label={t('checkout.postcode')}
                        required
                        {...addressForm.getInputProps('postcode')}
                      />
                      <TextInput
                        label={t('checkout.country')}
                        required
                        {...addressForm.getInputProps('country')}
                      />
                    </SimpleGrid>
                    <Group justify="space-between">
                      <Button variant="default" onClick={() => onStepChange(undefined)}>
                        {t('checkout.backToCart')}
                      </Button>
                      <Button type="submit">{t('checkout.continueToPayment')}</Button>
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
                      {t('checkout.payment')}
                    </Title>
                    <Radio.Group
                      label={t('checkout.method')}
                      {...paymentForm.getInputProps('method')}
                    >
                      <Group mt={6}>
                        {paymentMethods.map((method) => (
                          <Radio
                            key={method}
                            value={method}
                            label={t(`checkout.methods.${method}`)}
                          />
                        ))}
                      </Group>
                    </Radio.Group>
                    {paymentForm.getValues().method === 'card' && <CardFields form={paymentForm} />}
                    <Group justify="space-between">
                      <Button variant="default" onClick={() => onStepChange('address')}>
                        {t('checkout.backToAddress')}
                      </Button>
                      <Button type="submit" loading={placeOrder.isPending} disabled={!lines.length}>
                        {t('checkout.placeOrder')}
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
                  {t('checkout.continueToAddress')}
                </Button>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  )
}
