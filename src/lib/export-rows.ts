import { toCsv, type CsvCell } from './csv'
import { downloadFile } from './download'
import { exportFormats, type ExportFormat } from './export-formats'
import { toSpreadsheetXml } from './spreadsheet'

/** The file's text: CSV with a byte-order mark (so Excel reads it as UTF-8), or SpreadsheetML. */
export function exportContent(format: ExportFormat, sheetName: string, rows: CsvCell[][]) {
  return format === 'csv' ? `\uFEFF${toCsv(rows)}` : toSpreadsheetXml(sheetName, rows)
}

/** Downloads `rows` (the first is the header) as `<fileBase>.csv` or `<fileBase>.xls`. */
export function exportRows(fileBase: string, format: ExportFormat, rows: CsvCell[][]) {
  const { extension, type } = exportFormats[format]
  downloadFile(`${fileBase}.${extension}`, exportContent(format, fileBase, rows), type)
}
