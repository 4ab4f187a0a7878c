import { TOKEN_LIFETIME_SECONDS, type TokenClaims } from './jwt'
import type { Collection } from './store/collection'
import { defineTable } from './store/table'

/**
 * What the mock remembers to refuse tokens that are still signed and unexpired:
 * - `family`: a session ended (signed out, or a refresh token used twice);
 * - `spent`: a refresh token already exchanged;
 * - `account`: a password change: the account's tokens issued until `before`
 *   are refused, but those of the session that changed it (`keep`).
 * Each row is forgotten at `until`, when every token it refuses has expired.
 */
type RevocationData = { until: number } & (
  | { kind: 'family'; family: string }
  | { kind: 'spent'; jti: string }
  | { kind: 'account'; accountId: number; before: number; keep: string }
)
export type Revocation = RevocationData & { id: number }

const isRevocation = (row: unknown): row is Revocation => {
  if (typeof row !== 'object' || row === null) return false
  const r = row as Record<string, unknown>
  if (typeof r.id !== 'number' || typeof r.until !== 'number') return false
  if (r.kind === 'family') return typeof r.family === 'string'
  if (r.kind === 'spent') return typeof r.jti === 'string'
  return (
    r.kind === 'account' &&
    typeof r.accountId === 'number' &&
    typeof r.before === 'number' &&
    typeof r.keep === 'string'
  )
}

export const revocationsTable = defineTable<Revocation>('tokenRevocations', () => [], {
  persist: {
    version: 1,
    parse: (rows) => (Array.isArray(rows) && rows.every(isRevocation) ? rows : undefined),
  },
})

type Revocations = Collection<Revocation>
const seconds = (ms: number) => Math.floor(ms / 1000)

function add(revocations: Revocations, row: RevocationData, now: number) {
  for (const old of revocations.all()) {
    if (old.until < seconds(now)) revocations.remove(old.id)
  }
  revocations.insert(row as Omit<Revocation, 'id'>)
}

/** Whether a signed, unexpired token is nevertheless refused. */
export function isRevoked(revocations: Revocations, claims: TokenClaims & { userId: number }) {
  return revocations.all().some((row) => {
    if (row.kind === 'family') return row.family === claims.family
    if (row.kind === 'spent') return false
    return row.accountId === claims.userId && claims.iat <= row.before && claims.family !== row.keep
  })
}

/** Ends a session: every token of its family is refused from now on. */
export function endFamily(revocations: Revocations, family: string, now: number) {
  add(revocations, { kind: 'family', family, until: seconds(now) + TOKEN_LIFETIME_SECONDS }, now)
}

/**
 * Spends a refresh token. A token spent before is a stolen or replayed one:
 * its whole family ends, and the answer is false.
 */
export function spendRefreshToken(revocations: Revocations, claims: TokenClaims, now: number) {
  const spent = revocations.find((row) => row.kind === 'spent' && row.jti === claims.jti)
  if (spent) {
    endFamily(revocations, claims.family, now)
    return false
  }
  add(revocations, { kind: 'spent', jti: claims.jti, until: claims.exp }, now)
  return true
}

/** After a password change: every session of the account ends but `keep`, the one that changed it. */
export function endOtherSessions(
  revocations: Revocations,
  accountId: number,
  keep: string,
  now: number,
) {
  const before = seconds(now)
  add(
    revocations,
    { kind: 'account', accountId, before, keep, until: before + TOKEN_LIFETIME_SECONDS },
    now,
  )
}
