import { List, Text } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { useTarget, type TargetStore } from '@/lib/target-store'
import { ConfirmDialog } from '../confirm-dialog'

/** The names the dialog lists; the rest are counted. */
const NAMES_SHOWN = 5

/** What the dialog says for a number of rows. */
export interface ConfirmRowsTexts {
  /** "Delete 3 users?" */
  title: (count: number) => string
  /** What happens, and whether it can be undone. */
  message: (count: number) => string
  /** The confirming button: "Delete 3 users". */
  confirm: (count: number) => string
}

/** Asks before a change to the selected rows that cannot be undone, naming the first few. */
export function ConfirmRowsDialog<T>({
  target,
  texts,
  nameOf,
  color,
  pending,
  onConfirm,
}: {
  /** The rows while the dialog is open (`target.open(rows)`). */
  target: TargetStore<readonly T[]>
  texts: ConfirmRowsTexts
  nameOf: (row: T) => string
  /** The confirming button's colour (red for a delete). */
  color?: string
  pending: boolean
  onConfirm: (rows: readonly T[]) => void
}) {
  const { t } = useTranslation()
  const rows = useTarget(target) ?? []
  const count = rows.length
  return (
    <ConfirmDialog
      opened={count > 0}
      onClose={target.close}
      title={texts.title(count)}
      message={texts.message(count)}
      confirmLabel={texts.confirm(count)}
      color={color}
      pending={pending}
      onConfirm={() => onConfirm(rows)}
    >
      <List size="sm" mt="sm" withPadding>
        {rows.slice(0, NAMES_SHOWN).map((row, index) => (
          // Names may repeat; the list does not change while the dialog is open.
          <List.Item key={index}>{nameOf(row)}</List.Item>
        ))}
      </List>
      {count > NAMES_SHOWN && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('dataTable.more', { count: count - NAMES_SHOWN })}
        </Text>
      )}
    </ConfirmDialog>
  )
}
