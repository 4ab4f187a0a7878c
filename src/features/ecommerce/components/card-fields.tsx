import { SimpleGrid, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from '@/lib/use-translation'
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
  const { t } = useTranslation('ecommerce')
  // The expiry's empty places show the letters of its placeholder: MM/YY, MM/JJ, MM/AA.
  const expiryPlaceholder = t('checkout.expiryPlaceholder')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('checkout.cardName')}
        required
        autoComplete="cc-name"
        {...form.getInputProps('cardName')}
      />
      <NumberFormatBase
        customInput={TextInput}
        format={inFours}
        label={t('checkout.cardNumber')}
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete="cc-number"
        {...form.getInputProps('cardNumber')}
      />
      <PatternFormat
        customInput={TextInput}
        format="##/##"
        mask={[...expiryPlaceholder.replace('/', '')]}
        placeholder={expiryPlaceholder}
        label={t('checkout.expiry')}
        required
        dir="ltr"
        autoComplete="cc-exp"
        {...form.getInputProps('expiry')}
      />
      <TextInput
        label={t('checkout.cvv')}
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete="cc-csc"
        {...form.getInputProps('cvv')}
      />
    </SimpleGrid>
  )
}
