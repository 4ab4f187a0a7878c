import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importX from 'eslint-plugin-import-x'
import i18next from 'eslint-plugin-i18next'
import { readdirSync } from 'node:fs'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

// Features never import each other: routes compose them (docs/architecture.md).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/app.',
}))
// Shared layers never reach up into app or features; the mock never reaches into the UI.
const layerZones = [
  { target: './src/lib', from: ['./src/app', './src/features', './src/components', './src/mock'] },
  { target: './src/components', from: ['./src/app', './src/features', './src/mock'] },
  {
    target: './src/contract',
    from: ['./src/app', './src/features', './src/components', './src/lib', './src/mock'],
  },
  { target: './src/mock', from: ['./src/app', './src/features', './src/components', './src/lib'] },
  { target: './src/features', from: ['./src/app', './src/mock'] },
]

// Every string a user reads goes through i18next (docs/i18n.md): literal text in JSX, and literal
// values of the props a user reads or hears, fail the lint anywhere in the app's source.
const translated = ['src/**']
const userVisibleProps = [
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'title',
  'description',
  'alt',
  'error',
  'message',
  'tooltip',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'playwright-report',
      'test-results',
      'src/app/route-tree.gen.ts',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/index', '**/index.ts'],
              message: 'No barrel files: import the module itself.',
            },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: translated,
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Only the listed props are checked; any other prop's string is a value, not words.
          'jsx-attributes': { include: userVisibleProps, exclude: ['.*'] },
          // Field names and keys passed to these are code, not words.
          callees: {
            exclude: ['i18n(ext)?', 't', 'require', '\\w+\\.getInputProps', 'getInputProps'],
          },
        },
      ],
    },
  },
)
