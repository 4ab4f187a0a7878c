import fc from 'fast-check'
import { CsvParseError, parseCsv, toCsv } from './csv'
import { toSpreadsheetXml } from './spreadsheet'
import { exportContent } from './export-rows'

describe('toCsv', () => {
  it('writes plain cells as they are, records ending with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Age'],
        ['Rosa Ricci', 34],
      ]),
    ).toBe('Name,Age\r\nRosa Ricci,34\r\n')
    expect(toCsv([])).toBe('')
  })

  it('quotes commas, quotes, line breaks and edge spaces; empties null and undefined', () => {
    expect(toCsv([['Milan, Italy', 'say "ciao"', 'two\nlines', ' padded', null, undefined]])).toBe(
      '"Milan, Italy","say ""ciao""","two\nlines"," padded",,\r\n',
    )
  })

  it('keeps text that starts like a formula from running as one', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', 'a=b']])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),'\tx,a=b\r\n`,
    )
    // A negative number is data, not a formula.
    expect(toCsv([[-5, true]])).toBe('-5,true\r\n')
  })
})

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"Milan, Italy","say ""ciao""\nplease"\r\n')).toEqual([
      ['a', 'b'],
      ['Milan, Italy', 'say "ciao"\nplease'],
    ])
  })

  it('accepts LF, CRLF and CR line ends, a byte-order mark, empty fields; skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,\r2,""\r\n,\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', ''],
      ['', ''],
    ])
    expect(parseCsv('last,row')).toEqual([['last', 'row']])
    expect(parseCsv('')).toEqual([])
  })

  it('names the line of an unclosed quote or a stray quote', () => {
    expect(() => parseCsv('a,b\n"open,x\ny')).toThrow(CsvParseError)
    expect(() => parseCsv('a,b\n"open,x\ny')).toThrow('Line 2: a quoted field is never closed')
    expect(() => parseCsv('a\n"x"y')).toThrow('Line 2: unexpected text after a closing quote')
    expect(() => parseCsv('a\nb\nc"d')).toThrow('Line 3: a quote inside an unquoted field')
  })

  it('reads back whatever toCsv wrote (text that does not look like a formula)', () => {
    const cell = fc.string().filter((text) => !/^[=+\-@\t\r]/.test(text))
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { maxLength: 6 }),
        (rows) => {
          expect(parseCsv(toCsv(rows))).toEqual(rows)
        },
      ),
    )
  })
})

describe('toSpreadsheetXml', () => {
  it('writes a SpreadsheetML workbook with typed, escaped cells and a bold header', () => {
    const xml = toSpreadsheetXml('Staff: all', [
      ['Name', 'Age'],
      ['Rosa <Ricci> & "co"', 34],
      ['=cmd', null],
    ])
    const doc = new DOMParser().parseFromString(xml, 'application/xml')
    expect(doc.querySelector('parsererror')).toBeNull()
    expect(xml).toContain('<?mso-application progid="Excel.Sheet"?>')
    expect(doc.querySelector('Worksheet')?.getAttribute('ss:Name')).toBe('Staff  all')
    const rows = [...doc.querySelectorAll('Row')]
    expect(rows[0]?.getAttribute('ss:StyleID')).toBe('header')
    expect([...(rows[1]?.querySelectorAll('Data') ?? [])].map((d) => d.textContent)).toEqual([
      'Rosa <Ricci> & "co"',
      '34',
    ])
    expect(rows[1]?.querySelectorAll('Data')[1]?.getAttribute('ss:Type')).toBe('Number')
    // Formula-looking text is a typed string cell, never a formula.
    expect(rows[2]?.querySelector('Data')?.getAttribute('ss:Type')).toBe('String')
    expect(xml).not.toContain('ss:Formula')
  })

  it('drops characters XML cannot carry', () => {
    expect(toSpreadsheetXml('S', [['a\u0001b']])).toContain('>ab<')
  })
})

describe('exportContent', () => {
  it('starts a CSV with a byte-order mark, so Excel reads UTF-8', () => {
    expect(exportContent('csv', 'x', [['Joël']])).toBe('\uFEFFJoël\r\n')
    expect(exportContent('spreadsheet', 'x', [['Joël']])).toContain('Joël')
  })
})
