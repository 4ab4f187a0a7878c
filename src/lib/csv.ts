/** A cell of a CSV or spreadsheet export; null and undefined are empty cells. */
export type CsvCell = string | number | boolean | null | undefined

/**
 * Text cells a spreadsheet would run as a formula (OWASP "CSV injection"):
 * `=`, `+`, `-`, `@`, and a tab or carriage return that some programs skip first.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell. Text that a spreadsheet would read as a formula gets a leading
 * `'`, so an exported `=HYPERLINK(…)` stays text; numbers are written as they
 * are (a negative number is data, not a formula).
 */
function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return ''
  let text = String(cell)
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * RFC 4180 CSV: fields with a comma, quote, line break or edge spaces are
 * quoted (quotes doubled), records end with CRLF.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length ? '\r\n' : '')
}

/**
 * Malformed CSV: what is wrong and on which line (1-based). The reason is a `messages` key, for
 * a page to show it translated.
 */
export class CsvParseError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
  ) {
    super(`Line ${String(line)}: ${reason}`)
    this.name = 'CsvParseError'
  }
}

/**
 * Reads CSV (RFC 4180: quoted fields may hold commas, doubled quotes and line
 * breaks; CRLF, LF or CR line ends; a leading byte-order mark is dropped).
 * Blank lines are skipped. Throws `CsvParseError` for an unclosed quote or
 * text after a closing quote.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let line = 1
  let quotedFrom = 0
  let i = 0
  // A field that was quoted, so `""` is an empty value, not a blank line.
  let sawField = false

  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    if (row.length > 1 || row[0] !== '' || sawField) rows.push(row)
    row = []
    sawField = false
  }

  while (i < text.length) {
    const char = text[i] as string
    if (char === '"' && field === '') {
      quotedFrom = line
      sawField = true
      i += 1
      for (;;) {
        if (i >= text.length) throw new CsvParseError('a quoted field is never closed', quotedFrom)
        const inner = text[i] as string
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i += 1
          break
        }
        if (inner === '\n' || (inner === '\r' && text[i + 1] !== '\n')) line += 1
        field += inner
        i += 1
      }
      const next = text[i]
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new CsvParseError('unexpected text after a closing quote', line)
      }
      continue
    }
    if (char === ',') {
      endField()
      sawField = true
      i += 1
    } else if (char === '\r' || char === '\n') {
      endRow()
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1
      line += 1
    } else if (char === '"') {
      throw new CsvParseError('a quote inside an unquoted field (quote the whole field)', line)
    } else {
      field += char
      i += 1
    }
  }
  if (field !== '' || row.length > 0 || sawField) endRow()
  return rows
}
