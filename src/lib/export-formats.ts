/**
 * The export formats of the tables and the import/export page. Apart from the writers
 * (export-rows.ts), which a list's export menu fetches at the first export.
 */
export const exportFormats = {
  csv: { label: 'CSV', extension: 'csv', type: 'text/csv;charset=utf-8' },
  spreadsheet: { label: 'Excel', extension: 'xls', type: 'application/vnd.ms-excel' },
} as const
export type ExportFormat = keyof typeof exportFormats
