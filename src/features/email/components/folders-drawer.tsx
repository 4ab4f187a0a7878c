import { Drawer } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'

/** The folders and labels on a small screen, in a drawer from the side the menu is on. */
export function FoldersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('email')
  return (
    <Drawer opened={opened} onClose={onClose} title={t('drawer')} size={280} hiddenFrom="md">
      {children}
    </Drawer>
  )
}
