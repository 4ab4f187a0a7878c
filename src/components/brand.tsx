import { Group, Text, ThemeIcon } from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { config } from '@/lib/config'

/** The client's mark and name. */
/** `nameFrom` hides the name below a breakpoint (the navbar on phones keeps just the mark). */
export function Brand({
  hideName = false,
  nameFrom,
}: {
  hideName?: boolean
  nameFrom?: 'xs' | 'sm' | 'md'
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" aria-hidden>
        <IconToolsKitchen2 size={20} />
      </ThemeIcon>
      {!hideName && (
        <Text fw={700} size="lg" visibleFrom={nameFrom}>
          {config().clientName}
        </Text>
      )}
    </Group>
  )
}
