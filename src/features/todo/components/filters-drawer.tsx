import { Drawer } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'

/** The views and tags on a small screen, in a drawer from the side the menu is on. */
export function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('todo')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('viewsAndTags')}
      size={280}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {children}
    </Drawer>
  )
}
