import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  listedSheets,
  mantineImports,
  positionInMantine,
  sheetsOf,
} from '../../../scripts/mantine-styles'

const root = process.cwd()
const read = (path: string) => readFileSync(resolve(root, path), 'utf8')

// The pages outside the shell: what they import from @mantine/core must have its styles in public-styles.ts.
const publicSources = [
  'src/app/auth-screens.tsx',
  'src/components/brand.tsx',
  'src/components/page-title.tsx',
  'src/components/illustration.tsx',
  'src/components/new-password-fields.tsx',
  ...[
    'login-form',
    'register-form',
    'forgot-password-form',
    'reset-password-form',
    'demo-accounts',
    'form-error',
    'auth-layouts',
  ].map((name) => `src/features/auth/components/${name}.tsx`),
  ...[
    'misc-layout',
    'coming-soon-page',
    'not-authorized-page',
    'maintenance-page',
    'error-page',
  ].map((name) => `src/features/misc/components/${name}.tsx`),
]

function listedComponents(): string[] {
  return listedSheets('src/components/styles/public-styles.ts')
}

describe('styles of the pages outside the shell', () => {
  it('lists every Mantine component those pages use', () => {
    const listed = new Set(listedComponents())
    for (const source of publicSources)
      for (const { pkg, name } of mantineImports(read(source)))
        for (const sheet of sheetsOf(pkg, name))
          expect(listed, `${source} uses ${name}`).toContain(sheet)
  })

  it('keeps the order of Mantine’s own stylesheet, so the cascade inside the layer is the same', () => {
    const positions = listedComponents().map(positionInMantine)
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })
})
