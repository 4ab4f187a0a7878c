const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
const fullDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' })

const steps: [unit: Intl.RelativeTimeFormatUnit, ms: number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "just now", "5 minutes ago", "2 hours ago", "yesterday"; a week or more: the date. */
export function formatPostTime(time: string, now: number = Date.now()): string {
  const elapsed = now - new Date(time).getTime()
  if (elapsed < 60_000) return 'just now'
  if (elapsed >= 7 * 86_400_000) return fullDate.format(new Date(time))
  for (const [unit, ms] of steps) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit)
  }
  return 'just now'
}

/** A day (`YYYY-MM-DD`) as "Mar 4, 2019", read as a calendar day whatever the time zone. */
export function formatDay(day: string): string {
  return fullDate.format(new Date(`${day}T12:00:00`))
}

/** Whole percentages of a poll's votes (0 when nobody has voted). */
export function votePercent(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100)
}
