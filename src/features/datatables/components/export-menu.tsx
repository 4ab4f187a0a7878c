import { Button, Menu } from '@mantine/core'
import { IconChevronDown, IconDownload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { Employee } from '@/contract/datatables'
import { exportFormats, exportRows, type ExportFormat } from '@/lib/export-rows'
import { employeeExportRows } from './employee-columns'

/** "Export" with a choice of CSV or Excel; `rows()` is read at the click, so it is the current view. */
export function ExportMenu({
  fileBase,
  rows,
  title,
}: {
  fileBase: string
  rows: () => readonly Employee[]
  /** The menu's heading, what is exported: "Export the 12 rows shown". */
  title: string
}) {
  const { t } = useTranslation('datatables')
  const save = (format: ExportFormat) => exportRows(fileBase, format, employeeExportRows(t, rows()))
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{title}</Menu.Label>
        {(Object.keys(exportFormats) as ExportFormat[]).map((format) => (
          <Menu.Item key={format} onClick={() => save(format)}>
            {exportFormats[format].label} (.{exportFormats[format].extension})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
