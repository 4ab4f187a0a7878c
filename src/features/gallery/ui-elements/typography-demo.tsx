import '@/components/styles/full-styles'
import {
  Blockquote,
  Code,
  Highlight,
  Kbd,
  List,
  Mark,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core'
import { IconQuote } from '@tabler/icons-react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const sizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
/** A guest's review, sample data as the guest wrote it. */
const review =
  'The risotto was perfect, and the staff remembered my daughter’s allergy from last year.'
const snippet = `notifications.show({\n  message: 'Table 4 is ready',\n})`

/** /ui-element/typography: headings, text styles, lists, quotes and code. */
export function TypographyDemo() {
  const { t } = useTranslation('gallery')
  return (
    <GalleryPage page="typography" description={t('typography.description')}>
      <DemoSection
        title={t('typography.headings.title')}
        usage={'<Title order={2} size="h4">'}
        note={t('typography.headings.note')}
      >
        <Stack gap="xs">
          {sizes.map((size) => (
            <Title key={size} order={3} size={size}>
              {t('typography.headings.sample', { size: size.toUpperCase() })}
            </Title>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('typography.styles.title')}
        usage={'<Text size="sm" fw={700} fs="italic" td="underline" c="dimmed">'}
        note={t('typography.styles.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="xl">{t('typography.styles.xl')}</Text>
            <Text size="lg">{t('typography.styles.lg')}</Text>
            <Text>{t('typography.styles.md')}</Text>
            <Text size="sm">{t('typography.styles.sm')}</Text>
            <Text size="xs">{t('typography.styles.xs')}</Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={700}>{t('typography.styles.bold')}</Text>
            <Text fs="italic">{t('typography.styles.italic')}</Text>
            <Text td="underline">{t('typography.styles.underlined')}</Text>
            <Text td="line-through">{t('typography.styles.struck')}</Text>
            <Text c="dimmed">{t('typography.styles.dimmed')}</Text>
            <Text>
              <Trans
                t={t}
                i18nKey="typography.styles.inline"
                components={{ mark: <Mark />, ctrl: <Kbd />, key: <Kbd />, code: <Code /> }}
              />
            </Text>
            <Highlight highlight={t('typography.styles.highlightWord')}>
              {t('typography.styles.highlight')}
            </Highlight>
          </Stack>
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('typography.lists.title')}
        usage={'<List type="ordered"> · <List.Item>'}
        note={t('typography.lists.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <List aria-label={t('typography.lists.opening')}>
            <List.Item>{t('typography.lists.setTables')}</List.Item>
            <List.Item>{t('typography.lists.checkBook')}</List.Item>
            <List.Item>
              {t('typography.lists.brief')}
              <List withPadding listStyleType="disc">
                <List.Item>{t('typography.lists.specials')}</List.Item>
                <List.Item>{t('typography.lists.allergies')}</List.Item>
              </List>
            </List.Item>
          </List>
          <List type="ordered" aria-label={t('typography.lists.closing')}>
            <List.Item>{t('typography.lists.lastOrders')}</List.Item>
            <List.Item>{t('typography.lists.report')}</List.Item>
            <List.Item>{t('typography.lists.cellar')}</List.Item>
          </List>
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('typography.quote.title')}
        usage={'<Blockquote cite="…" icon={…}> · <Code block>'}
      >
        <Stack gap="md">
          <Blockquote
            cite={t('typography.quote.cite')}
            icon={<IconQuote size={20} aria-hidden />}
            color="brand"
          >
            {review}
          </Blockquote>
          <Code block>{snippet}</Code>
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('typography.editor.title')}
        usage="<Typography><h3>…</h3><p>…</p></Typography>"
        note={t('typography.editor.note')}
      >
        <Typography>
          <h3>{t('typography.editor.rules')}</h3>
          <p>
            <Trans t={t} i18nKey="typography.editor.held" components={{ strong: <strong /> }} />
          </p>
          <ul>
            <li>{t('typography.editor.groups')}</li>
            <li>{t('typography.editor.dogs')}</li>
          </ul>
        </Typography>
      </DemoSection>
    </GalleryPage>
  )
}
