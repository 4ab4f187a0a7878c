// The initials colours whose text reaches WCAG AA (4.5:1) on their light background;
// Mantine's default set also has green, lime, orange and teal, which do not.
export const readableInitialsColors = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'] as const

/**
 * A person's colour among the readable ones, from a hash of their name (the hash Mantine's
 * Avatar uses for `color="initials"`), so that a person has one colour everywhere.
 */
export function initialsColor(name: string): string {
  let hash = 0
  for (let index = 0; index < name.length; index += 1) {
    hash = (hash << 5) - hash + name.charCodeAt(index)
    hash |= 0
  }
  return readableInitialsColors[Math.abs(hash) % readableInitialsColors.length] ?? 'blue'
}

/** The first letters of the first two words, or the first two letters of a one-word name. */
export function initials(name: string): string {
  const words = name.split(' ')
  const letters = words.length === 1 ? name.slice(0, 2) : words.map((word) => word[0]).join('')
  return letters.slice(0, 2).toUpperCase()
}
