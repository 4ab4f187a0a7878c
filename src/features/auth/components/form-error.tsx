import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'

/** A form-level error message, announced to screen readers. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  )
}
