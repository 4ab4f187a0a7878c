import { SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { NumberFormatBase, PatternFormat } from 'react-number-format'
import type { Payment } from '@/contract/ecommerce'

/** Up to 19 card digits in groups of four, as the card shows them: `4242 4242 4242 4242`. */
const inFours = (digits: string) => digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ')

/**
 * The card's fields of the payment form. The number and the expiry are masked as they are
 * typed (react-number-format keeps the caret in place through the inserted spaces and
 * slash); the form keeps what the field shows (`4242 4242 4242 4242`, `12/30`), which is
 * what the checkout checks and sends. Digits read left to right in every layout: right to
 * left, the groups would otherwise swap places.
 */
export function CardFields({ form }: { form: UseFormReturnType<Required<Payment>> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Name on card"
        required
        autoComplete="cc-name"
        {...form.getInputProps('cardName')}
      />
      <NumberFormatBase
        customInput={TextInput}
        format={inFours}
        label="Card number"
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete="cc-number"
        {...form.getInputProps('cardNumber')}
      />
      <PatternFormat
        customInput={TextInput}
        format="##/##"
        mask={['M', 'M', 'Y', 'Y']}
        placeholder="MM/YY"
        label="Expiry (MM/YY)"
        required
        dir="ltr"
        autoComplete="cc-exp"
        {...form.getInputProps('expiry')}
      />
      <TextInput
        label="CVV"
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete="cc-csc"
        {...form.getInputProps('cvv')}
      />
    </SimpleGrid>
  )
}
