import type { CsvCell } from './csv'

/** Characters XML 1.0 cannot carry at all (control characters other than tab and line ends). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

function cellXml(cell: CsvCell): string {
  if (cell === null || cell === undefined || cell === '') return '<Cell/>'
  const type = typeof cell === 'number' && Number.isFinite(cell) ? 'Number' : 'String'
  return `<Cell><Data ss:Type="${type}">${escapeXml(String(cell))}</Data></Cell>`
}

/**
 * A one-sheet workbook in SpreadsheetML 2003 (Excel's XML format), saved as
 * `.xls`: Excel and LibreOffice open it, with no library. Cells are typed
 * data, never formulas, so no text can run as one. The first row is bold
 * (the header). Excel warns once that the content is XML rather than binary
 * `.xls` (docs/decisions.md, Data tables).
 */
export function toSpreadsheetXml(sheetName: string, rows: readonly (readonly CsvCell[])[]): string {
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const name = escapeXml(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1')
  const body = rows
    .map(
      (row, index) =>
        `<Row${index === 0 ? ' ss:StyleID="header"' : ''}>${row.map(cellXml).join('')}</Row>`,
    )
    .join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles><Style ss:ID="header"><Font ss:Bold="1"/></Style></Styles>',
    `<Worksheet ss:Name="${name}"><Table>`,
    body,
    '</Table></Worksheet></Workbook>',
    '',
  ].join('\n')
}
