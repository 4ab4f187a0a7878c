import { schemaResolver } from '@mantine/form'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import {
  emptyReservation,
  reservationFormSchema,
  reservationStepSchemas,
  type ReservationValues,
} from './reservation-schema'

const valid: ReservationValues = {
  guestName: 'Giulia Rossi',
  email: 'giulia@example.com',
  phone: '+39 333 123 4567',
  date: dayjs().add(1, 'day').format('YYYY-MM-DD'),
  time: '19:30',
  guests: 4,
  area: 'terrace',
  notes: '',
  policy: true,
}

const errorsOf = (schema: Parameters<typeof schemaResolver>[0], values: unknown) =>
  schemaResolver(schema, { sync: true })(values)

describe('reservation step schemas', () => {
  it('accept a complete reservation, step by step', () => {
    for (const schema of reservationStepSchemas) expect(errorsOf(schema, valid)).toEqual({})
  })

  it('name each missing field of the first two steps', () => {
    expect(Object.keys(errorsOf(reservationStepSchemas[0], emptyReservation)).sort()).toEqual([
      'email',
      'guestName',
      'phone',
    ])
    expect(errorsOf(reservationStepSchemas[1], emptyReservation)).toEqual({
      date: 'Pick a date',
      time: 'Pick a time',
      area: 'Choose a seating area',
    })
  })

  it('refuse a past day, a half-typed phone and too many guests', () => {
    const errors = errorsOf(reservationFormSchema, {
      ...valid,
      date: dayjs().subtract(1, 'day').format('YYYY-MM-DD'),
      phone: '+39 333',
      guests: 21,
    })
    expect(errors).toEqual({
      date: 'Pick today or a later day',
      phone: 'Enter all 12 digits, like +39 333 123 4567',
      guests: 'At most 20 guests',
    })
  })

  it('needs the deposit policy accepted on the validated form', () => {
    expect(errorsOf(reservationFormSchema, { ...valid, policy: false })).toEqual({
      policy: 'Accept the deposit policy to book',
    })
  })
})
