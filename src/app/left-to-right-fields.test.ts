import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every component source under `dir`, tests left out. */
function sources(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

/** The JSX element around `index`: from its `<` to the `>` that closes its opening tag. */
function elementAround(source: string, index: number): string {
  const start = source.lastIndexOf('<', index)
  const end = source.slice(index).search(/[^=]>/)
  return source.slice(start, end < 0 ? undefined : index + end + 2)
}

describe('email addresses, web addresses and phone numbers', () => {
  // In a right-to-left page, such a field would otherwise show "https://" as "//:https" and move
  // a phone number's "+" to its end, in the text typed and in the placeholder.
  it('are typed in fields that read left to right', () => {
    const withoutDirection = sources().flatMap((path) => {
      const source = readFileSync(path, 'utf8')
      return [...source.matchAll(/type="(email|url|tel)"/g)]
        .map((match) => elementAround(source, match.index))
        .filter((element) => !element.includes('dir="ltr"'))
        .map((element) => `${path}: ${element.split('\n')[0] ?? ''}`)
    })
    expect(withoutDirection).toEqual([])
  })
})
