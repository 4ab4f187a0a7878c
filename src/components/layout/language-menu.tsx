import { IconCheck, IconLanguage } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { changeLanguage, languageNames, languages } from '@/lib/i18n'
import { MenuOnDemand } from '../menu-on-demand'
import { HeaderIconButton } from './header-icon-button'

/** The navbar's language menu; the choice persists and the page's `lang` follows it. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  return (
    <MenuOnDemand
      position="bottom-end"
      withArrow
      withinPortal={false}
      target={
        <HeaderIconButton
          label={`${t('navbar.language')}: ${languageNames[i18n.resolvedLanguage as keyof typeof languageNames] ?? ''}`}
          hint={t('navbar.language')}
          icon={IconLanguage}
        />
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          {languages.map((lang) => (
            <Menu.Item
              key={lang}
              lang={lang}
              onClick={() => changeLanguage(lang)}
              rightSection={
                i18n.resolvedLanguage === lang ? <IconCheck size={14} aria-hidden /> : null
              }
              aria-current={i18n.resolvedLanguage === lang ? 'true' : undefined}
            >
              {languageNames[lang]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}
