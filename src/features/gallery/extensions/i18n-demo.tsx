import { Badge, Group, Radio, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { changeLanguage, languageNames, languages, type Language } from '@/lib/i18n'
import de from '@/lib/locales/de/shell.json'
import en from '@/lib/locales/en/shell.json'
import fr from '@/lib/locales/fr/shell.json'
import pt from '@/lib/locales/pt/shell.json'
import { DemoSection, GalleryPage } from '../demo'

// Only the menu is translated, so the demo shows menu labels, from every catalogue at once.
const catalogues = { en, de, fr, pt } satisfies Record<Language, typeof en>
type NavKey = keyof (typeof catalogues)['en']['nav']
const keys: NavKey[] = ['home', 'analytics', 'email', 'chat', 'calendar', 'invoice', 'users']

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value)

/** Switches the app's language with its i18next setup and shows the menu labels in each. */
export function I18nDemo() {
  const { t, i18n } = useTranslation()
  const current = isLanguage(i18n.language) ? i18n.language : 'en'
  return (
    <GalleryPage
      page="extI18n"
      description="The app's menu speaks English, German, French and Portuguese (i18next). Switch here or from the language menu in the navbar; the choice is remembered."
    >
      <DemoSection
        title="Switch the language"
        usage="const { t } = useTranslation(); changeLanguage('de'); t('nav.email')"
        note="Translated labels come from one catalogue per language; the menu changes at once."
      >
        <Stack gap="md">
          <Radio.Group
            label="Language"
            value={current}
            onChange={(value) => {
              if (isLanguage(value)) void changeLanguage(value)
            }}
          >
            <Group gap="md" mt="xs">
              {languages.map((lang) => (
                <Radio key={lang} value={lang} label={languageNames[lang]} />
              ))}
            </Group>
          </Radio.Group>
          <Group gap="xs" aria-label="Menu labels in the current language" role="list">
            {keys.map((key) => (
              <Badge key={key} variant="light" size="lg" role="listitem" tt="none">
                {t(`nav.${key}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection
        title="Every language side by side"
        usage="i18next resources: { en, de, fr, pt }"
        note="Where a label has no translation the English one shows."
      >
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Menu labels side by side"
        >
          <Table striped withTableBorder>
            <Table.Caption>Menu labels in each language</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Key</Table.Th>
                {languages.map((lang) => (
                  <Table.Th key={lang} scope="col">
                    {languageNames[lang]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row">
                    <Text size="sm" ff="monospace">
                      nav.{key}
                    </Text>
                  </Table.Th>
                  {languages.map((lang) => (
                    <Table.Td key={lang} lang={lang}>
                      {catalogues[lang].nav[key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DemoSection>
    </GalleryPage>
  )
}
