import { ActionIcon } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { setLayout, useLayout } from '@/lib/layout-preferences'

/** The navbar's sun/moon: dark skin, or back to light. */
export function SkinToggle() {
  const { t } = useTranslation()
  const skin = useLayout('skin')
  const dark = skin === 'dark'
  const label = dark ? t('navbar.lightSkin') : t('navbar.darkSkin')
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      data-hint={label}
      onClick={() => setLayout({ skin: dark ? 'light' : 'dark' })}
    >
      {dark ? (
        <IconSun size={20} stroke={1.6} aria-hidden />
      ) : (
        <IconMoon size={20} stroke={1.6} aria-hidden />
      )}
    </ActionIcon>
  )
}
