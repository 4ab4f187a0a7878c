import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import {
  listedSheets,
  mantineExports,
  mantineImports,
  mantineSheets,
  positionInMantine,
  sheetsOf,
} from '../../../scripts/mantine-styles'

const publicSheets = new Set(listedSheets('src/components/styles/public-styles.ts'))
const shellSheets = listedSheets('src/components/styles/shell-styles.ts')
const loadedWithShell = new Set([...publicSheets, ...shellSheets])

const sources = execFileSync('git', ['ls-files', 'src/**/*.ts', 'src/**/*.tsx'], {
  encoding: 'utf8',
})
  .trim()
  .split('\n')
  .filter((file) => !/\.test\.tsx?$/.test(file))

describe('the shell’s Mantine styles', () => {
  it('are Mantine stylesheets, in Mantine’s order, none already loaded with the entry', () => {
    const positions = shellSheets.map(positionInMantine)
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(shellSheets.filter((sheet) => publicSheets.has(sheet))).toEqual([])
    expect(shellSheets.length).toBeLessThan(mantineSheets.length - publicSheets.size)
  })

  it('leave out nothing a module draws with, unless it waits for the whole stylesheet', () => {
    const missing: string[] = []
    for (const file of sources) {
      const source = readFileSync(file, 'utf8')
      if (source.includes("import '@/components/styles/full-styles'")) continue
      for (const { pkg, name } of mantineImports(source)) {
        const left = [...sheetsOf(pkg, name)].filter((sheet) => !loadedWithShell.has(sheet))
        if (left.length > 0) missing.push(`${file}: ${name} (${left.join(', ')})`)
      }
    }
    expect(missing).toEqual([])
  })

  it('hold only sheets that a module drawn without the whole stylesheet needs', () => {
    const needed = new Set<string>()
    for (const file of sources) {
      const source = readFileSync(file, 'utf8')
      if (source.includes("import '@/components/styles/full-styles'")) continue
      for (const { pkg, name } of mantineImports(source))
        for (const sheet of sheetsOf(pkg, name)) needed.add(sheet)
    }
    expect(shellSheets.filter((sheet) => !needed.has(sheet))).toEqual([])
  })

  // Another Mantine package's layered styles (dates, rich text, drop zone) override some of the
  // core's; loaded before the whole core stylesheet, they would lose to it once it comes.
  it('come before any other Mantine package’s layered styles', () => {
    const early = sources.filter((file) => {
      const source = readFileSync(file, 'utf8')
      const own = source.search(/import '@mantine\/(?!core\/)[\w-]+\/styles\.layer\.css'/)
      const whole = source.indexOf("import '@/components/styles/full-styles'")
      return own >= 0 && !file.endsWith('public-styles.ts') && (whole < 0 || whole > own)
    })
    expect(early).toEqual([])
  })

  // The shell's stylesheet comes after the entry's, so where Mantine puts one of its sheets before
  // one of the entry's, the two swap places until the whole stylesheet loads. That is harmless only
  // for a sheet whose classes never share an element with another component's: a scroll viewport,
  // an overlay, a dropdown, and the checkbox card and indicator, which Checkbox's code brings along
  // as its static members but never draws in a checkbox.
  it('puts before the entry’s styles only sheets that style elements of their own', () => {
    const together = mantineExports('core').map((name) => sheetsOf('core', name))
    const ahead = shellSheets.filter((sheet) =>
      [...publicSheets].some(
        (other) =>
          positionInMantine(sheet) < positionInMantine(other) &&
          together.some((sheets) => sheets.has(sheet) && sheets.has(other)),
      ),
    )
    expect(ahead.sort()).toEqual(['Overlay', 'Popover', 'ScrollArea'])
  })
})
