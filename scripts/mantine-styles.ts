// Which of Mantine's layered stylesheets (node_modules/@mantine/core/styles/*.layer.css) a
// component from a Mantine package draws with: the stylesheets whose classes any module of its
// code uses, found by following Mantine's own ES modules from the package's index. The tests of
// the app's style lists (src/app/styles) use it, so that a list never misses a stylesheet that a
// component brings along (a Select's popover and options, a Modal's overlay).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const mantine = resolve(import.meta.dirname, '../node_modules/@mantine')
const coreStyles = `${mantine}/core/styles`

/** The stylesheet (its name, as in `styles/<name>.layer.css`) that defines each Mantine class. */
const sheetOfClass = new Map<string, string>()
for (const file of readdirSync(coreStyles).filter((name) => name.endsWith('.layer.css'))) {
  for (const match of readFileSync(`${coreStyles}/${file}`, 'utf8').matchAll(/\.(m_[0-9a-f]{8})/g))
    if (!sheetOfClass.has(match[1] as string))
      sheetOfClass.set(match[1] as string, file.replace('.layer.css', ''))
}

const fullSheet = readFileSync(`${mantine}/core/styles.layer.css`, 'utf8')
const sheetBody = (name: string) =>
  readFileSync(`${coreStyles}/${name}.layer.css`, 'utf8')
    .replace(/^@layer mantine\s*\{/, '')
    .trim()

/** Where a stylesheet's rules stand in Mantine's whole stylesheet (-1 for one it leaves out). */
export function positionInMantine(name: string): number {
  return fullSheet.indexOf(sheetBody(name).slice(0, 120))
}

/** Every stylesheet that Mantine's whole stylesheet holds, in its order. */
export const mantineSheets: string[] = [...new Set(sheetOfClass.values())]
  .concat(['baseline', 'default-css-variables', 'global'])
  .filter((name, index, all) => all.indexOf(name) === index && positionInMantine(name) >= 0)
  .sort((a, b) => positionInMantine(a) - positionInMantine(b))

const relativeImports = new Map<string, string[]>()
/**
 * The modules a module imports, but for those it only hangs on the component as static members
 * (`Checkbox.Card = CheckboxCard`): a checkbox does not draw a checkbox card. A source that
 * draws `Checkbox.Card` counts it itself (`mantineImports`).
 */
function importsOf(file: string): string[] {
  let found = relativeImports.get(file)
  if (!found) {
    const source = readFileSync(file, 'utf8')
    const body = source.replace(/^import .*$/gm, '')
    found = []
    for (const match of source.matchAll(
      /(import|export)\s*(?:\{([^}]*)\})?[^'"]*?from\s*"(\.[^"]+)"/g,
    )) {
      const bindings = (match[2] ?? '')
        .split(',')
        .map(
          (name) =>
            name
              .trim()
              .split(/\s+as\s+/)
              .pop() as string,
        )
        .filter(Boolean)
      const onlyMembers =
        match[1] === 'import' &&
        bindings.length > 0 &&
        bindings.every((name) => {
          const uses = body.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0
          const asMember = source.match(new RegExp(`^\\w+\\.\\w+ = ${name};$`, 'gm'))?.length ?? 0
          return uses === asMember
        })
      if (!onlyMembers) found.push(resolve(dirname(file), match[3] as string))
    }
    relativeImports.set(file, found)
  }
  return found
}

/** The names a package's module takes from @mantine/core. */
function coreNamesOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/import \{([^}]+)\} from "@mantine\/core"/g)].flatMap((match) =>
    (match[1] as string).split(',').map((name) => name.trim().split(/\s+as\s+/)[0] as string),
  )
}

const indexes = new Map<string, Map<string, string>>()
/** A package's exported names, each with the module that defines it. */
function exportsOf(pkg: string): Map<string, string> {
  let exported = indexes.get(pkg)
  if (!exported) {
    const esm = `${mantine}/${pkg}/esm`
    exported = new Map()
    const index = readFileSync(`${esm}/index.mjs`, 'utf8')
    for (const match of index.matchAll(/import \{([^}]+)\} from "(\.[^"]+)"/g))
      for (const name of (match[1] as string).split(','))
        exported.set(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop() as string,
          resolve(esm, match[2] as string),
        )
    indexes.set(pkg, exported)
  }
  return exported
}

/** Every name `@mantine/<pkg>` exports. */
export function mantineExports(pkg: string): string[] {
  return [...exportsOf(pkg).keys()]
}

const needed = new Map<string, Set<string>>()
/**
 * The stylesheets a name exported by `@mantine/<pkg>` draws with (none for a hook, a helper or
 * a component without styles). Another package's components count through what they take from
 * @mantine/core; their own stylesheets (`@mantine/dates/styles.layer.css`) are not counted.
 */
export function sheetsOf(pkg: string, name: string): Set<string> {
  const key = `${pkg}:${name}`
  let sheets = needed.get(key)
  if (sheets) return sheets
  sheets = new Set()
  needed.set(key, sheets)
  const start = exportsOf(pkg).get(name)
  const seen = new Set<string>()
  const stack = start ? [start] : []
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    if (file.endsWith('.module.mjs'))
      for (const match of readFileSync(file, 'utf8').matchAll(/"(m_[0-9a-f]{8})"/g)) {
        const sheet = sheetOfClass.get(match[1] as string)
        if (sheet) sheets.add(sheet)
      }
    if (pkg !== 'core')
      for (const core of coreNamesOf(file))
        for (const sheet of sheetsOf('core', core)) sheets.add(sheet)
    stack.push(...importsOf(file))
  }
  return sheets
}

/**
 * The Mantine names a source file imports as values (not types), by package, with the static
 * members it draws (`Checkbox.Card` counts as `CheckboxCard`).
 */
export function mantineImports(source: string): { pkg: string; name: string }[] {
  return [
    ...source.matchAll(/(?:import|export)\s*\{([^}]+)\}\s*from\s*'@mantine\/([\w-]+)'/g),
  ].flatMap((match) => {
    const pkg = match[2] as string
    return (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .flatMap((imported) => {
        const [name, local = name] = imported.split(/\s+as\s+/) as [string, string?]
        const members = [...source.matchAll(new RegExp(`\\b${local}\\.([A-Z]\\w*)`, 'g'))]
          .map((member) => name + (member[1] as string))
          .filter((member) => exportsOf(pkg).has(member))
        return [...new Set([name, ...members])].map((found) => ({ pkg, name: found }))
      })
  })
}

/** The Mantine core stylesheets a style list (src/app/styles/*.ts) imports, in its order. */
export function listedSheets(file: string): string[] {
  return [
    ...readFileSync(resolve(import.meta.dirname, '..', file), 'utf8').matchAll(
      /@mantine\/core\/styles\/([\w-]+)\.layer\.css/g,
    ),
  ].map((match) => match[1] as string)
}
