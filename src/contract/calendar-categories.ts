import { z } from 'zod/mini'

/** SPEC sections 3 and 9: the calendars (categories) an event belongs to, in the filter's order. */
export const calendarCategories = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export const calendarCategorySchema = z.enum(calendarCategories)
export type CalendarCategory = z.infer<typeof calendarCategorySchema>
