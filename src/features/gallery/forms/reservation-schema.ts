import dayjs from 'dayjs'
import { z } from 'zod/mini'

/** The seating areas a reservation can ask for, each named `common.areas.<area>`. */
export const seatingAreas = ['main', 'terrace', 'private'] as const
/** Dinner slots every half hour. */
export const timeSlots = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30']
/** The notes' length limit, which the schema's message names in words (its `messages` key). */
export const NOTES_MAX = 200

// Pickers and selects hold null until something is chosen: the type error is the message.
// The messages are the `messages` namespace's keys; the forms show them translated.
const guest = {
  guestName: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'Enter the guest’s name (at least 2 letters)'),
      z.maxLength(80, 'At most 80 characters'),
    ),
  email: z.email('Enter an email address like giulia@example.com'),
  phone: z
    .string()
    .check(z.regex(/^\+\d{2} \d{3} \d{3} \d{4}$/, 'Enter all 12 digits, like +39 333 123 4567')),
}
const booking = {
  date: z
    .string({ error: 'Pick a date' })
    .check(z.refine((day) => !dayjs(day).isBefore(dayjs(), 'day'), 'Pick today or a later day')),
  time: z.string({ error: 'Pick a time' }),
  guests: z
    .number({ error: 'Enter the number of guests' })
    .check(
      z.int('Whole guests only'),
      z.gte(1, 'At least 1 guest'),
      z.lte(20, 'At most 20 guests'),
    ),
  area: z.enum(seatingAreas, { error: 'Choose a seating area' }),
}
const extras = {
  notes: z.string().check(z.maxLength(NOTES_MAX, 'At most 200 characters')),
}

/** The wizard's steps, each validated on its own before Next. */
export const reservationStepSchemas = [
  z.object(guest),
  z.object(booking),
  z.object(extras),
] as const

/** The validated form: the whole reservation, and the deposit policy accepted. */
export const reservationFormSchema = z.object({
  ...guest,
  ...booking,
  ...extras,
  policy: z.literal(true, { error: 'Accept the deposit policy to book' }),
})

export interface ReservationValues {
  guestName: string
  email: string
  phone: string
  date: string | null
  time: string | null
  guests: number | string
  area: string | null
  notes: string
  policy: boolean
}

export const emptyReservation: ReservationValues = {
  guestName: '',
  email: '',
  phone: '',
  date: null,
  time: null,
  guests: 2,
  area: null,
  notes: '',
  policy: false,
}
