/** "IconToolsKitchen2" → "tools kitchen 2": the words a person would search for. */
export function iconWords(name: string): string {
  return name
    .replace(/^Icon/, '')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase()
}

/**
 * The names matching the search text: every word typed must appear in the
 * icon's words or its import name ("chef", "kitchen 2", "IconPizza").
 */
export function filterIcons(names: readonly string[], query: string): string[] {
  const terms = query.toLowerCase().trim().split(/\s+/).filter(Boolean)
  if (!terms.length) return [...names]
  return names.filter((name) => {
    const haystack = `${iconWords(name)} ${name.toLowerCase()}`
    return terms.every((term) => haystack.includes(term))
  })
}
