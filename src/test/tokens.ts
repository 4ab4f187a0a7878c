/** Helpers to damage or forge JWTs in tests, independent of the JWT library the mock uses. */

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')

const textToBase64Url = (text: string) => toBase64Url(new TextEncoder().encode(text))

/** Changes the first character of the signature, which always changes its bytes. */
export function tamperSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.')
  const first = signature.startsWith('A') ? 'B' : 'A'
  return `${header}.${payload}.${first}${signature.slice(1)}`
}

export function decodePayload(token: string): Record<string, unknown> {
  const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
  return JSON.parse(atob(payload)) as Record<string, unknown>
}

/** Replaces claims of the payload and keeps the original signature (which then no longer matches). */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, , signature] = token.split('.')
  const payload = textToBase64Url(JSON.stringify({ ...decodePayload(token), ...claims }))
  return `${header}.${payload}.${signature}`
}

/** Signs the token's header and payload again with another HS256 key: a well-formed forgery. */
export async function resignWithKey(token: string, key: string): Promise<string> {
  const [header, payload] = token.split('.')
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign(
    'HMAC',
    cryptoKey,
    new TextEncoder().encode(`${header}.${payload}`),
  )
  return `${header}.${payload}.${toBase64Url(new Uint8Array(signature))}`
}
