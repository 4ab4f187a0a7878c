import { Button, Group, Modal, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { User } from '@/contract/users'
import { useTarget, type TargetStore } from '@/lib/target-store'
import { useDeleteUser } from '../api/delete-user'

interface DeleteUserDialogProps {
  /** The user to delete while the dialog is open (`target.open(user)`). */
  target: TargetStore<User>
  onDeleted?: (user: User) => void
}

/** Asks before deleting a user for good. */
export function DeleteUserDialog({ target, onDeleted }: DeleteUserDialogProps) {
  const user = useTarget(target)
  const onClose = target.close
  const deleteUser = useDeleteUser()
  const confirm = () => {
    if (!user) return
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${user.fullName} was deleted` })
        onClose()
        onDeleted?.(user)
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    })
  }
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Delete user?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">
        {user ? `${user.fullName} (@${user.username}) will be deleted. This cannot be undone.` : ''}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={confirm} loading={deleteUser.isPending}>
          Delete
        </Button>
      </Group>
    </Modal>
  )
}
