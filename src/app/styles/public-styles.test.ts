import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

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

// Components that draw with another component's styles, or need none of their own.
const styledBy: Record<string, string[]> = {
  TextInput: ['Input'],
  PasswordInput: ['Input', 'PasswordInput', 'ActionIcon'],
  Checkbox: ['Checkbox', 'InlineInput'],
  Button: ['Button', 'Loader', 'UnstyledButton'],
  Alert: ['Alert', 'CloseButton'],
}

function listedComponents(): string[] {
  return [
    ...read('src/app/styles/public-styles.ts').matchAll(
      /@mantine\/core\/styles\/(\w+)\.layer\.css/g,
    ),
  ].map((match) => match[1] as string)
}

describe('styles of the pages outside the shell', () => {
  it('lists every Mantine component those pages use', () => {
    const listed = new Set(listedComponents())
    for (const source of publicSources) {
      for (const match of read(source).matchAll(/import \{([^}]+)\} from '@mantine\/core'/g)) {
        const names = (match[1] as string)
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
        for (const name of names) {
          for (const needed of styledBy[name] ?? [name]) {
            const hasOwnCss = (() => {
              try {
                read(`node_modules/@mantine/core/styles/${needed}.css`)
                return true
              } catch {
                return false
              }
            })()
            if (hasOwnCss) expect(listed, `${source} uses ${name}`).toContain(needed)
          }
        }
      }
    }
  })

  it('keeps the order of Mantine’s own stylesheet, so the cascade inside the layer is the same', () => {
    const full = read('node_modules/@mantine/core/styles.css')
    const positions = listedComponents()
      .filter((name) => !['baseline', 'default-css-variables', 'global'].includes(name))
      .map((name) =>
        full.indexOf(read(`node_modules/@mantine/core/styles/${name}.css`).trim().slice(0, 120)),
      )
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })
})
