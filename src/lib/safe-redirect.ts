/**
 * Accepts only a path on this site ("/apps/email?folder=spam"), never another
 * origin ("//evil.example", "https://…", "javascript:"), so that a crafted
 * sign-in link cannot send the user elsewhere.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined
  if (value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 32)) return undefined
  try {
    const url = new URL(value, 'http://same.origin')
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can collapse to "//host" ("/a/..//evil.example"): check the result too.
    return url.origin === 'http://same.origin' && !path.startsWith('//') ? path : undefined
  } catch {
    return undefined
  }
}
