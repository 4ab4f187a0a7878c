import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { pages } from '@/contract/pages'
import { languages } from './i18n'

type Catalogue = Record<string, unknown>

/** Every catalogue, by language and namespace (`locales/<language>/<namespace>.json`). */
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' })
const catalogue = (lang: string, ns: string): Catalogue =>
  files[`./locales/${lang}/${ns}.json`] ?? {}
const namespaces = Object.keys(files)
  .map((file) => file.match(/^\.\/locales\/en\/(.+)\.json$/)?.[1])
  .filter((ns): ns is string => ns !== undefined)

/** Every leaf key as a dotted path, with its value. */
function leaves(tree: Catalogue, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Catalogue, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}
const keysOf = (tree: Catalogue) =>
  leaves(tree)
    .map(([key]) => key)
    .sort()

/** The app's source files, tests left out: where every key must be used. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * Every string the code writes: its string literals, the literal start of each template
 * (`` t(`sorts.${sort}`) `` gives `sorts.`, a prefix that uses every `sorts.*` key), and each
 * template's shape with `{{n}}` for what it fills in (`` `Use at most ${max} characters` `` gives
 * the `messages` key "Use at most {{n}} characters").
 */
const literals = new Set<string>()
const templatePrefixes: string[] = []
for (const file of sourceFiles('src')) {
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      literals.add(node.text)
    else if (ts.isTemplateExpression(node)) {
      if (node.head.text.endsWith('.')) templatePrefixes.push(node.head.text.replace(/^\w+:/, ''))
      literals.add(
        node.head.text + node.templateSpans.map((span) => `{{n}}${span.literal.text}`).join(''),
      )
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true))
}

/**
 * Whether the code names a key: as a string literal (`'todo.addTask'`, or after its namespace,
 * `'todo:addTask'`), as a template's shape, through a template's literal prefix, or as a key whose plural suffix i18next
 * adds (`items_one`, `items_other` for `t('items', { count })`). Keys read outside the app's
 * source: the loading words of public/boot-screen.js (src/app/boot-screen.test.ts).
 */
const usedOutsideSource = new Set(['boot.loading'])
function isUsed(ns: string, key: string): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
  return (
    usedOutsideSource.has(base) ||
    literals.has(base) ||
    literals.has(`${ns}:${base}`) ||
    templatePrefixes.some((prefix) => base.startsWith(prefix))
  )
}

describe('locale catalogues', () => {
  it('has a shell namespace and others, each in every language', () => {
    expect(namespaces).toContain('shell')
    for (const lang of languages)
      for (const ns of namespaces)
        expect.soft(files[`./locales/${lang}/${ns}.json`], `${lang}/${ns}`).toBeDefined()
    expect(Object.keys(files)).toHaveLength(languages.length * namespaces.length)
  })

  it('leaves the page titles to the registry in English', () => {
    expect(keysOf(catalogue('en', 'shell')).filter((key) => key.startsWith('pages.'))).toEqual([])
  })

  it.each(['de', 'fr', 'pt'])('%s has every key of en, and a title for every page', (lang) => {
    for (const ns of namespaces) {
      const expected = keysOf(catalogue('en', ns))
      // English page titles are the registry's own (src/contract/pages.ts); the other languages
      // translate each one as pages.<key>.
      if (ns === 'shell') expected.push(...pages.map((page) => `pages.${page.key}`))
      expect.soft(keysOf(catalogue(lang, ns)), `${lang}/${ns}`).toEqual(expected.sort())
    }
  })

  it.each(languages)('%s has only non-empty strings', (lang) => {
    for (const ns of namespaces)
      for (const [key, value] of leaves(catalogue(lang, ns))) {
        expect.soft(typeof value, `${lang}/${ns}: ${key}`).toBe('string')
        expect.soft(String(value).trim(), `${lang}/${ns}: ${key}`).not.toBe('')
      }
  })

  it.each(['de', 'fr', 'pt'])('%s keeps the same {{placeholders}} and <tags> as en', (lang) => {
    const marks = (text: unknown) =>
      String(text)
        .match(/{{\s*\w+\s*}}|<\/?\w+>/g)
        ?.sort() ?? []
    for (const ns of namespaces) {
      const english = new Map(leaves(catalogue('en', ns)))
      for (const [key, value] of leaves(catalogue(lang, ns)))
        expect.soft(marks(value), `${lang}/${ns}: ${key}`).toEqual(marks(english.get(key)))
    }
  })

  it('has no key the code never uses', () => {
    const unused = namespaces.flatMap((ns) =>
      keysOf(catalogue('en', ns))
        .filter((key) => !isUsed(ns, key))
        .map((key) => `${ns}: ${key}`),
    )
    expect(unused).toEqual([])
  })
})
