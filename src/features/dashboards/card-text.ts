import type { TFunction } from 'i18next'

/**
 * A text the back end writes on a card (a period, a day, a month, a part of a whole, a goal), in
 * the user's language. The cards' figures come with English labels, as the sample data has them;
 * the `dashboards` namespace's `data` group holds each known one under its English text (a
 * period's lower-case form too, for the middle of a sentence). An unknown text shows as it came.
 */
export function cardText(t: TFunction<'dashboards'>, text: string): string {
  return t(`data.${text}`, { defaultValue: text, nsSeparator: false })
}
