import { IconMoon, IconSun } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { setLayout, useLayout } from '@/lib/layout-preferences'
import { HeaderIconButton } from './header-icon-button'

/** The navbar's sun/moon: dark skin, or back to light. */
export function SkinToggle() {
  const { t } = useTranslation()
  const dark = useLayout('skin') === 'dark'
  return (
    <HeaderIconButton
      label={dark ? t('navbar.lightSkin') : t('navbar.darkSkin')}
      icon={dark ? IconSun : IconMoon}
      onClick={() => setLayout({ skin: dark ? 'light' : 'dark' })}
    />
  )
}
