import type { OrderPayment } from '@/contract/ecommerce'

type CardBrand = NonNullable<OrderPayment['brand']>

/** Which network issued a card, from the number's first digits (its issuer prefix). */
export function cardBrandOf(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/\D/g, '')
  const prefix = (length: number) => Number(digits.slice(0, length))
  if (digits.startsWith('4')) return 'Visa'
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720))
    return 'Mastercard'
  if (/^3[47]/.test(digits)) return 'American Express'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover'
  return 'Other'
}

/** What an order keeps of a payment: for a card, its network and last four digits, never the number. */
export function orderPaymentOf(payment: {
  method: OrderPayment['method']
  cardNumber?: string | undefined
}): OrderPayment {
  if (payment.method !== 'card') return { method: payment.method }
  const digits = (payment.cardNumber ?? '').replace(/\D/g, '')
  return { method: 'card', brand: cardBrandOf(digits), last4: digits.slice(-4) }
}
