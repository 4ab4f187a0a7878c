import { toCsv, type CsvCell } from './csv'
import { downloadFile } from './download'
import { toSpreadsheetXml } from './spreadsheet'

/** The export formats of the tables and the import/export page. */
export const exportFormats = {
  csv: { label: 'CSV', extension: 'csv', type: 'text/csv;charset=utf-8' },
  spreadsheet: { label: 'Excel', extension: 'xls', type: 'application/vnd.ms-excel' },
} as const
export type ExportFormat = keyof typeof exportFormats

/** The file's text: CSV with a byte-order mark (so Excel reads it as UTF-8), or SpreadsheetML. */
export function exportContent(format: ExportFormat, sheetName: string, rows: CsvCell[][]) {
  return format === 'csv' ? `\uFEFF${toCsv(rows)}` : toSpreadsheetXml(sheetName, rows)
}

/** Downloads `rows` (the first is the header) as `<fileBase>.csv` or `<fileBase>.xls`. */
export function exportRows(fileBase: string, format: ExportFormat, rows: CsvCell[][]) {
  const { extension, type } = exportFormats[format]
  downloadFile(`${fileBase}.${extension}`, exportContent(format, fileBase, rows), type)
}
