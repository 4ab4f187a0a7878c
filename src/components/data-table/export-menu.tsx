import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconChevronDown, IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { MenuOnDemand } from '@/components/menu-on-demand'
import type { CsvCell } from '@/lib/csv'
import { translateMessage } from '@/lib/messages'
import { exportFormats, type ExportFormat } from '@/lib/export-formats'

/**
 * "Export" with a choice of CSV or Excel. `rows()` is read at the click, so it is the current
 * view; a list paged by its server may fetch them (the button shows it is busy meanwhile).
 */
export function ExportMenu({
  fileBase,
  rows,
  title,
}: {
  fileBase: string
  /** The rows to save, the header row first. */
  rows: () => CsvCell[][] | Promise<CsvCell[][]>
  /** The menu's heading, what is exported: "Export the 12 rows shown". */
  title: string
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const save = async (format: ExportFormat) => {
    setBusy(true)
    try {
      const [{ exportRows }, data] = await Promise.all([import('@/lib/export-rows'), rows()])
      exportRows(fileBase, format, data)
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('dataTable.exportFailed'),
        message: translateMessage(error instanceof Error ? error.message : String(error)),
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    // The menu mounts when its button takes the focus or a click: a list draws its toolbar again
    // at every page, search or filter.
    <MenuOnDemand
      position="bottom-end"
      shadow="md"
      target={
        <Button
          size="xs"
          variant="light"
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('dataTable.export')}
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          <Menu.Label>{title}</Menu.Label>
          {(Object.keys(exportFormats) as ExportFormat[]).map((format) => (
            <Menu.Item key={format} onClick={() => void save(format)}>
              {exportFormats[format].label} (.{exportFormats[format].extension})
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}
