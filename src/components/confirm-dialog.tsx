import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { useDrawnWhenOpened } from './use-drawn-when-opened'

/**
 * Asks before an action: a title, what will happen, and Cancel (focused first, so Enter never
 * confirms by accident) beside the confirming button. Closing the dialog cancels.
 * Nothing is drawn until the dialog first opens (`useDrawnWhenOpened`).
 */
export function ConfirmDialog({
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
}: {
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
}) {
  const { t } = useTranslation()
  const modal = useDrawnWhenOpened(opened)
  if (!modal.drawn) return null
  return (
    <Modal
      opened={modal.opened}
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
