import { notifications } from '@mantine/notifications'
import { useTranslation } from '@/lib/use-translation'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { User } from '@/contract/users'
import { translateMessage } from '@/lib/messages'
import { useTarget, type TargetStore } from '@/lib/target-store'
import { useDeleteUser } from '../api/delete-user'

interface DeleteUserDialogProps {
  /** The user to delete while the dialog is open (`target.open(user)`). */
  target: TargetStore<User>
  onDeleted?: (user: User) => void
}

/** Asks before deleting a user for good. */
export function DeleteUserDialog({ target, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation('users')
  const user = useTarget(target)
  const onClose = target.close
  const deleteUser = useDeleteUser()
  const confirm = () => {
    if (!user) return
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('delete.done', { name: user.fullName }) })
        onClose()
        onDeleted?.(user)
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: translateMessage(error.message) }),
    })
  }
  return (
    <ConfirmDialog
      opened={user !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={user && t('delete.message', { name: user.fullName, username: user.username })}
      confirmLabel={t('delete.confirm')}
      color="red"
      pending={deleteUser.isPending}
      onConfirm={confirm}
    />
  )
}
