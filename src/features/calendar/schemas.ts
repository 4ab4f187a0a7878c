import dayjs from 'dayjs'
import { z } from 'zod/mini'
import type { calendarCategorySchema } from '@/contract/calendar'
import { calendarCategories, EVENT_TITLE_MAX } from '@/contract/calendar'

const isHttpAddress = (value: string) =>
  value.trim() === '' || (/^https?:\/\//i.test(value.trim()) && URL.canParse(value.trim()))

/**
 * The event drawer's form. `start` and `end` are the pickers' values
 * (`YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`); an all-day event's end is its last day.
 */
export const eventFormSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter a title'),
        z.maxLength(EVENT_TITLE_MAX, 'Use at most 120 characters'),
      ),
    // The Select holds null until a calendar is chosen.
    calendar: z.enum(calendarCategories, { error: 'Choose a calendar' }),
    start: z.string({ error: 'Choose a start' }).check(z.minLength(1, 'Choose a start')),
    end: z.string({ error: 'Choose an end' }).check(z.minLength(1, 'Choose an end')),
    allDay: z.boolean(),
    url: z
      .string()
      .check(z.refine(isHttpAddress, 'Use an address starting with http:// or https://')),
    guests: z.array(z.string()),
    location: z.string().check(z.maxLength(200, 'Use at most 200 characters')),
    description: z.string().check(z.maxLength(2000, 'Use at most 2000 characters')),
  })
  .check(
    z.refine(
      (values) =>
        !dayjs(values.end).isBefore(dayjs(values.start), values.allDay ? 'day' : 'minute'),
      { message: 'The end must not be before the start', path: ['end'] },
    ),
  )

export interface EventFormValues {
  title: string
  calendar: z.infer<typeof calendarCategorySchema> | null
  start: string | null
  end: string | null
  allDay: boolean
  url: string
  guests: string[]
  location: string
  description: string
}
