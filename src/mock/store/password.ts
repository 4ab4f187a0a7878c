/** Passwords are kept only as salted SHA-256 digests, even in the mock. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${password}`)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function passwordMatches(
  password: string,
  salt: string,
  hash: string,
): Promise<boolean> {
  return (await hashPassword(password, salt)) === hash
}
