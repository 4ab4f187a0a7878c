import { RecordNotFound } from '@/components/record-not-found'

/** An id that names no user (deleted, mistyped): the user routes' not-found page. */
export function UserNotFound() {
  return (
    <RecordNotFound
      title="User not found"
      message="This user does not exist or was deleted."
      back={{ to: '/apps/user/list', label: 'Back to the user list' }}
    />
  )
}

/** The menu's View or Edit (no id) when there is no user at all. */
export function NoUsers({ title }: { title: string }) {
  return (
    <RecordNotFound
      title={title}
      message="There are no users yet."
      back={{ to: '/apps/user/list', label: 'Go to the user list to add one' }}
    />
  )
}
