import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'

/** What a confirm dialog shows and does (`ConfirmDialog`). */
export interface ConfirmDialogProps {
  opened: boolean
  /** Cancels: the Cancel button, the close button, Escape and a click outside. */
  onClose: () => void
  title: ReactNode
  message: ReactNode
  /** Anything shown under the message, before the buttons. */
  children?: ReactNode
  /** The cancelling button's text; "Cancel" unless given. */
  cancelLabel?: string
  confirmLabel: string
  /** The confirming button's colour (red for what cannot be undone); the primary unless given. */
  color?: string
  /** The confirming button shows a loader while the action runs. */
  pending?: boolean
  onConfirm: () => void
}

/** The dialog itself, Mantine's modal: its own chunk, fetched by `ConfirmDialog`. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  message,
  children,
  cancelLabel,
  confirmLabel,
  color,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{message}</Text>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
