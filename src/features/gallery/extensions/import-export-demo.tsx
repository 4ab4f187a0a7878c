import { Alert, Button, Checkbox, FileInput, Group, Stack, Text, Textarea } from '@mantine/core'
import { IconAlertTriangle, IconDownload, IconFileUpload } from '@tabler/icons-react'
import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DataTable } from '@/components/data-table/data-table'
import { CsvParseError, parseCsv } from '@/lib/csv'
import { exportFormats, type ExportFormat } from '@/lib/export-formats'
import { exportRows } from '@/lib/export-rows'
import { translateMessage } from '@/lib/messages'
import { DemoSection, GalleryPage } from '../demo'

/** Larger files are refused before reading: the demo holds everything in the page. */
const MAX_BYTES = 1024 * 1024
const MAX_ROWS = 5000

/** The menu to start from: sample dishes, as the restaurant wrote them. */
const SAMPLE_CSV = `Dish,Course,Price,Allergens
Burrata with peaches,Starter,$14.50,Milk
"Tagliatelle, wild boar ragù",Main,$24.00,"Gluten, celery"
Grilled sea bream,Main,$27.50,Fish
"Tiramisù ""della nonna""",Dessert,$9.00,"Milk, eggs, gluten"
`

/** What a pasted CSV looks like: a header and a row of sample staff. */
const pasteExample = 'Name,Post\nRosa Ricci,Sommelier'

interface Imported {
  header: string[]
  rows: string[][]
  source: string
}

interface ImportedRow {
  id: number
  cells: string[]
}

/**
 * Reads CSV text into a header and rows, or says what is wrong with it (`t` reads the
 * `galleryExtensions` namespace).
 */
function readCsv(
  text: string,
  withHeader: boolean,
  source: string,
  t: TFunction,
): Imported | string {
  let records: string[][]
  try {
    records = parseCsv(text)
  } catch (error) {
    if (error instanceof CsvParseError)
      return t('importExport.errors.parse', {
        line: error.line,
        reason: translateMessage(error.reason),
      })
    throw error
  }
  if (records.length === 0) return t('importExport.errors.empty')
  if (records.length > MAX_ROWS + 1)
    return t('importExport.errors.tooMany', { count: records.length, max: MAX_ROWS })
  const width = records[0]?.length ?? 0
  const ragged = records.findIndex((record) => record.length !== width)
  if (ragged >= 0) {
    return t('importExport.errors.ragged', {
      row: ragged + 1,
      fields: records[ragged]?.length,
      width,
    })
  }
  const column = (index: number) => t('importExport.column', { number: index + 1 })
  const header = withHeader
    ? (records[0] ?? []).map((name, index) => name.trim() || column(index))
    : Array.from({ length: width }, (_, index) => column(index))
  return { header, rows: withHeader ? records.slice(1) : records, source }
}

/** /extensions/import-export: CSV in (a file or pasted text), shown as a table; CSV or Excel out. */
export function ImportExportDemo() {
  const { t } = useTranslation('galleryExtensions')
  // The last text that read well; the header choice applies to it at once.
  const [accepted, setAccepted] = useState({
    text: SAMPLE_CSV,
    source: t('importExport.sources.sample'),
  })
  const [error, setError] = useState<string>()
  const [pasted, setPasted] = useState('')
  const [withHeader, setWithHeader] = useState(true)
  const [file, setFile] = useState<File | null>(null)

  const load = (text: string, source: string) => {
    const result = readCsv(text, withHeader, source, t)
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
      setError(
        t('importExport.errors.tooLarge', { name: chosen.name, limit: MAX_BYTES / 1024 / 1024 }),
      )
      return
    }
    load(await chosen.text(), chosen.name)
  }

  // Accepted text reads well with or without a header row (only the row count differs).
  const data = readCsv(accepted.text, withHeader, accepted.source, t) as Imported
  const columns: ColumnDef<ImportedRow>[] = data.header.map((name, index) => ({
    id: `column-${String(index)}`,
    header: name,
    accessorFn: (row) => row.cells[index] ?? '',
  }))
  const rows: ImportedRow[] = data.rows.map((cells, index) => ({ id: index + 1, cells }))
  const save = (format: ExportFormat) =>
    exportRows('imported-rows', format, [data.header, ...data.rows])

  return (
    <GalleryPage page="extImportExport" description={t('importExport.description')}>
      <DemoSection
        title={t('importExport.import.title')}
        usage="import { parseCsv } from '@/lib/csv'"
        note={t('importExport.import.note')}
      >
        <Stack gap="md">
          <Checkbox
            label={t('importExport.import.header')}
            checked={withHeader}
            onChange={(event) => setWithHeader(event.currentTarget.checked)}
          />
          <FileInput
            label={t('importExport.import.file')}
            accept=".csv,text/csv"
            value={file}
            clearable
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onChange={(chosen) => void readFile(chosen)}
            maw={420}
          />
          <Textarea
            label={t('importExport.import.paste')}
            placeholder={pasteExample}
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
              onClick={() => load(pasted, t('importExport.sources.pasted'))}
            >
              {t('importExport.import.read')}
            </Button>
          </Group>
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('importExport.import.error')}
              icon={<IconAlertTriangle aria-hidden />}
            >
              {error}
            </Alert>
          )}
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('importExport.rows.title')}
        usage="<DataTable data={rows} columns={columns} />"
        note={t('importExport.rows.note')}
      >
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {t('importExport.rows.summary', {
              rows: t('importExport.rows.rows', { count: rows.length }),
              columns: t('importExport.rows.columns', { count: columns.length }),
              source: data.source,
            })}
          </Text>
          <DataTable
            label={t('importExport.rows.title')}
            data={rows}
            columns={columns}
            getRowId={(row) => String(row.id)}
            minWidth={Math.min(960, 160 * columns.length)}
            virtualHeight={420}
            empty={t('importExport.rows.empty')}
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('importExport.export.title')}
        usage="exportRows('imported-rows', 'csv', [header, ...rows])"
        note={t('importExport.export.note')}
      >
        <Group gap="sm">
          {(Object.keys(exportFormats) as ExportFormat[]).map((format) => (
            <Button
              key={format}
              variant={format === 'csv' ? 'filled' : 'default'}
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => save(format)}
            >
              {t('importExport.export.download', { format: exportFormats[format].label })}
            </Button>
          ))}
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
