/** Whole percentages of a poll's votes (0 when nobody has voted). */
export function votePercent(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100)
}
