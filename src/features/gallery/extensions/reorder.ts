/** The list with the item at `from` moved to `to`; out-of-range moves leave it as it is. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) {
    return [...items]
  }
  const next = [...items]
  const [moved] = next.splice(from, 1) as [T]
  next.splice(to, 0, moved)
  return next
}
