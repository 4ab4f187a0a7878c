import '@/components/styles/full-styles'
import { Badge, Group, Radio, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { changeLanguage, languageNames, languages, type Language } from '@/lib/i18n'
import de from '@/lib/locales/de/shell.json'
import en from '@/lib/locales/en/shell.json'
import fr from '@/lib/locales/fr/shell.json'
import pt from '@/lib/locales/pt/shell.json'
import { DemoSection, GalleryPage } from '../demo'

// The demo shows the menu's labels, from the shell catalogue of every language at once.
const catalogues = { en, de, fr, pt } satisfies Record<Language, typeof en>
type NavKey = keyof (typeof catalogues)['en']['nav']
const keys: NavKey[] = ['home', 'analytics', 'email', 'chat', 'calendar', 'invoice', 'users']

const isLanguage = (value: string): value is Language =>
  (languages as readonly string[]).includes(value)

/** Switches the app's language with its i18next setup and shows the menu labels in each. */
export function I18nDemo() {
  const { t, i18n } = useTranslation('galleryExtensions')
  const { t: shellT } = useTranslation()
  const current = isLanguage(i18n.language) ? i18n.language : 'en'
  return (
    <GalleryPage page="extI18n" description={t('i18n.description')}>
      <DemoSection
        title={t('i18n.switch.title')}
        usage="const { t } = useTranslation(); changeLanguage('de'); t('nav.email')"
        note={t('i18n.switch.note')}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('i18n.switch.label')}
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
          <Group gap="xs" aria-label={t('i18n.switch.labels')} role="list">
            {keys.map((key) => (
              <Badge key={key} variant="light" size="lg" role="listitem" tt="none">
                {shellT(`nav.${key}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('i18n.side.title')}
        usage="src/lib/locales/de/shell.json"
        note={t('i18n.side.note')}
      >
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('i18n.side.label')}
        >
          <Table striped withTableBorder>
            <Table.Caption>{t('i18n.side.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('i18n.side.key')}</Table.Th>
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
                      {`nav.${key}`}
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
