/** "Liked by A, B and 3 others" (the first two names), or that nobody has yet. */
export function likedByText(names: readonly string[]): string {
  if (names.length === 0) return 'No likes yet'
  const [first, second] = names
  if (names.length === 1) return `Liked by ${String(first)}`
  if (names.length === 2) return `Liked by ${String(first)} and ${String(second)}`
  const others = names.length - 2
  return `Liked by ${String(first)}, ${String(second)} and ${String(others)} ${others === 1 ? 'other' : 'others'}`
}

/** Whole percentages of a poll's votes (0 when nobody has voted). */
export function votePercent(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100)
}

export const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`
