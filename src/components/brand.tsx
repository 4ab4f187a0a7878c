import { Group, Text, ThemeIcon } from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { config } from '@/lib/config'

/** The client's mark and name. */
export function Brand({ hideName = false }: { hideName?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" aria-hidden>
        <IconToolsKitchen2 size={20} />
      </ThemeIcon>
      {!hideName && (
        <Text fw={700} size="lg">
          {config().clientName}
        </Text>
      )}
    </Group>
  )
}
