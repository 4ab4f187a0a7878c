import { Alert, Button, Checkbox, FileInput, Group, Stack, Text, Textarea } from '@mantine/core'
import { IconAlertTriangle, IconDownload, IconFileUpload } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable } from '@/components/data-table/data-table'
import { CsvParseError, parseCsv } from '@/lib/csv'
import { exportFormats, exportRows, type ExportFormat } from '@/lib/export-rows'
import { DemoSection, GalleryPage } from '../demo'

/** Larger files are refused before reading: the demo holds everything in the page. */
const MAX_BYTES = 1024 * 1024
const MAX_ROWS = 5000

const SAMPLE_CSV = `Dish,Course,Price,Allergens
Burrata with peaches,Starter,$14.50,Milk
"Tagliatelle, wild boar ragù",Main,$24.00,"Gluten, celery"
Grilled sea bream,Main,$27.50,Fish
"Tiramisù ""della nonna""",Dessert,$9.00,"Milk, eggs, gluten"
`

interface Imported {
  header: string[]
  rows: string[][]
  source: string
}

interface ImportedRow {
  id: number
  cells: string[]
}

/** Reads CSV text into a header and rows, or says what is wrong with it. */
function readCsv(text: string, withHeader: boolean, source: string): Imported | string {
  let records: string[][]
  try {
    records = parseCsv(text)
  } catch (error) {
    if (error instanceof CsvParseError) return error.message
    throw error
  }
  if (records.length === 0) return 'There are no rows in this CSV.'
  if (records.length > MAX_ROWS + 1)
    return `This CSV has ${String(records.length)} rows; the demo reads at most ${String(MAX_ROWS)}.`
  const width = records[0]?.length ?? 0
  const ragged = records.findIndex((record) => record.length !== width)
  if (ragged >= 0) {
    return `Row ${String(ragged + 1)} has ${String(records[ragged]?.length)} fields, but row 1 has ${String(width)}. Every row needs the same number of fields.`
  }
  const header = withHeader
    ? (records[0] ?? []).map((name, index) => name.trim() || `Column ${String(index + 1)}`)
    : Array.from({ length: width }, (_, index) => `Column ${String(index + 1)}`)
  return { header, rows: withHeader ? records.slice(1) : records, source }
}

/** /extensions/import-export: CSV in (a file or pasted text), shown as a table; CSV or Excel out. */
export function ImportExportDemo() {
  // The last text that read well; the header choice applies to it at once.
  const [accepted, setAccepted] = useState({ text: SAMPLE_CSV, source: 'the sample menu' })
  const [error, setError] = useState<string>()
  const [pasted, setPasted] = useState('')
  const [withHeader, setWithHeader] = useState(true)
  const [file, setFile] = useState<File | null>(null)

  const load = (text: string, source: string) => {
    const result = readCsv(text, withHeader, source)
    if (typeof result === 'string') {
      // The table keeps what was read last: a bad file loses nothing.
      setError(result)
    } else {
      setError(undefined)
      setAccepted({ text, source })
    }
  }

  const readFile = async (chosen: File | null) => {
    setFile(chosen)
    if (!chosen) return
    if (chosen.size > MAX_BYTES) {
      setError(`${chosen.name} is larger than 1 MB; the demo reads smaller files.`)
      return
    }
    load(await chosen.text(), chosen.name)
  }

  // Accepted text reads well with or without a header row (only the row count differs).
  const data = readCsv(accepted.text, withHeader, accepted.source) as Imported
  const columns: ColumnDef<ImportedRow>[] = data.header.map((name, index) => ({
    id: `column-${String(index)}`,
    header: name,
    accessorFn: (row) => row.cells[index] ?? '',
  }))
  const rows: ImportedRow[] = data.rows.map((cells, index) => ({ id: index + 1, cells }))
  const save = (format: ExportFormat) =>
    exportRows('imported-rows', format, [data.header, ...data.rows])

  return (
    <GalleryPage
      page="extImportExport"
      description="Read a CSV file or pasted CSV into a table, then save the rows as CSV or Excel again. Quoted fields with commas, quotes and line breaks are understood."
    >
      <DemoSection
        title="Import CSV"
        usage="import { parseCsv } from '@/lib/csv'"
        note="Pick a .csv file (up to 1 MB) or paste CSV text. A malformed file is refused with the line at fault; the rows already shown stay."
      >
        <Stack gap="md">
          <Checkbox
            label="The first row is the header"
            checked={withHeader}
            onChange={(event) => setWithHeader(event.currentTarget.checked)}
          />
          <FileInput
            label="CSV file"
            accept=".csv,text/csv"
            value={file}
            clearable
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onChange={(chosen) => void readFile(chosen)}
            maw={420}
          />
          <Textarea
            label="Or paste CSV"
            placeholder={'Name,Post\nRosa Ricci,Sommelier'}
            autosize
            minRows={3}
            maxRows={10}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group>
            <Button
              variant="light"
              disabled={!pasted.trim()}
              onClick={() => load(pasted, 'the pasted text')}
            >
              Read pasted CSV
            </Button>
          </Group>
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title="This CSV could not be read"
              icon={<IconAlertTriangle aria-hidden />}
            >
              {error}
            </Alert>
          )}
        </Stack>
      </DemoSection>

      <DemoSection
        title="Imported rows"
        usage="<DataTable data={rows} columns={columns} />"
        note="The one data table of the dashboard shows the rows; long files scroll smoothly (it virtualises above 200 rows)."
      >
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {`${String(rows.length)} ${rows.length === 1 ? 'row' : 'rows'} and ${String(columns.length)} columns from ${data.source}.`}
          </Text>
          <DataTable
            label="Imported rows"
            data={rows}
            columns={columns}
            getRowId={(row) => String(row.id)}
            minWidth={Math.min(960, 160 * columns.length)}
            virtualHeight={420}
            empty="The CSV has a header but no rows."
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title="Export"
        usage="exportRows('imported-rows', 'csv', [header, ...rows])"
        note="CSV for any program; Excel (.xls, SpreadsheetML) opens in Excel and LibreOffice. Text that starts like a formula is kept as text."
      >
        <Group gap="sm">
          {(Object.keys(exportFormats) as ExportFormat[]).map((format) => (
            <Button
              key={format}
              variant={format === 'csv' ? 'filled' : 'default'}
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => save(format)}
            >
              Download {exportFormats[format].label}
            </Button>
          ))}
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
