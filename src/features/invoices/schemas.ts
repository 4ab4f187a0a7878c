import { z } from 'zod/mini'
import { INVOICE_NOTE_MAX, invoiceItemSchema } from '@/contract/invoices'

/** The add and edit form. Numbers are '' while a field is empty (Mantine's NumberInput). */
export const invoiceFormSchema = z
  .object({
    client: z.string({ error: 'Choose a client' }).check(z.minLength(1, 'Choose a client')),
    issuedDate: z.iso.date('Choose the issue date'),
    dueDate: z.iso.date('Choose the due date'),
    items: z
      .array(
        z.object({
          key: z.string(),
          description: invoiceItemSchema.shape.description,
          quantity: invoiceItemSchema.shape.quantity,
          price: invoiceItemSchema.shape.price,
        }),
      )
      .check(z.minLength(1, 'Add at least one item')),
    discount: z
      .number('Enter a percentage')
      .check(z.minimum(0, 'Cannot be negative'), z.maximum(100, 'At most 100')),
    tax: z
      .number('Enter a percentage')
      .check(z.minimum(0, 'Cannot be negative'), z.maximum(100, 'At most 100')),
    note: z.string().check(z.maxLength(INVOICE_NOTE_MAX, 'Use at most 2000 characters')),
  })
  .check(
    z.refine((values) => values.dueDate >= values.issuedDate, {
      message: 'Due on or after the issue date',
      path: ['dueDate'],
    }),
  )

export interface InvoiceFormItem {
  /** A stable React key for the row. */
  key: string
  description: string
  quantity: number | string
  price: number | string
}

export interface InvoiceFormValues {
  /** The client's name; null until one is chosen. */
  client: string | null
  issuedDate: string
  dueDate: string
  items: InvoiceFormItem[]
  discount: number | string
  tax: number | string
  note: string
}
