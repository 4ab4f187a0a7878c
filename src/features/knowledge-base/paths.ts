/** The address of a knowledge-base category, or of one of its articles. */
export function kbHref(category: string, question?: string): string {
  const base = `/pages/knowledge-base/${encodeURIComponent(category)}`
  return question === undefined ? base : `${base}/${encodeURIComponent(question)}`
}
