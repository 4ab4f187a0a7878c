import type { CalendarCategory } from '@/contract/calendar'

/**
 * Each calendar's Mantine colour and shade: white text on it keeps at least
 * 4.5:1 contrast (red 9 5.5, indigo 9 6.8, grape 9 7.3, teal 9 5.0, gray 7 8.2),
 * on the light and the dark skin alike.
 */
export const categoryColors: Record<CalendarCategory, { color: string; shade: number }> = {
  Personal: { color: 'red', shade: 9 },
  Business: { color: 'indigo', shade: 9 },
  Family: { color: 'grape', shade: 9 },
  Holiday: { color: 'teal', shade: 9 },
  ETC: { color: 'gray', shade: 7 },
}

/** The CSS colour of a calendar (a Mantine variable, so it follows the theme). */
export function categoryColor(category: CalendarCategory): string {
  const { color, shade } = categoryColors[category]
  return `var(--mantine-color-${color}-${String(shade)})`
}
