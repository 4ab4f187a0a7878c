import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core'
import { useTranslation } from '@/lib/use-translation'
import { contrastRatio, readableText, wcagLevel } from '@/lib/colour'
import { formatNumber } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const skins = ['light', 'dark'] as const

function Swatch({ hex, label }: { hex: string; label: string }) {
  const { t } = useTranslation('gallery')
  const text = readableText(hex)
  return (
    <Paper
      role="listitem"
      radius="sm"
      p={6}
      bg={hex}
      c={text.color}
      withBorder
      aria-label={t(text.color === '#ffffff' ? 'colors.swatch.white' : 'colors.swatch.black', {
        label,
        hex,
        ratio: formatNumber(text.ratio, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })}
    >
      <Text size="xs" fw={700} inherit>
        {label.split(' ').at(-1)}
      </Text>
      <Text size="xs" inherit style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
        {hex}
      </Text>
    </Paper>
  )
}

/** /ui-element/colors: the theme's palettes, read from the Mantine theme. */
export function ColorsDemo() {
  const { t } = useTranslation('gallery')
  const theme = useMantineTheme()
  const scheme = useComputedColorScheme('light')
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme]
  const primary = theme.colors[theme.primaryColor]?.[shade] ?? '#000000'
  const bodies = { light: theme.white, dark: theme.colors.dark[7] }
  const names = Object.keys(theme.colors)
  const palette = theme.colors[theme.primaryColor] ?? theme.colors.dark
  // Mantine colours links and light text with the primary shade on the light skin, shade 4 on the dark.
  const linkShade = { light: primary, dark: palette[4] }
  const level = (ratio: number) => t(`colors.levels.${wcagLevel(ratio)}`)

  return (
    <GalleryPage page="colors" description={t('colors.description')}>
      <DemoSection
        title={t('colors.primary.title')}
        usage={'<Button color="brand" /> · var(--mantine-primary-color-filled)'}
        note={t('colors.primary.note', { colour: theme.primaryColor, shade })}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {skins.map((skin) => {
            const page = bodies[skin]
            const link = linkShade[skin]
            const textRatio = contrastRatio(link, page)
            const buttonRatio = contrastRatio(primary, theme.white)
            return (
              <Paper key={skin} p="md" radius="md" bg={page} withBorder>
                <Stack gap="xs">
                  <Text size="sm" fw={700} c={readableText(page).color}>
                    {t(`colors.primary.skins.${skin}`)}
                  </Text>
                  <Group gap="xs">
                    <Button>{t('colors.primary.confirm')}</Button>
                    <Text size="xs" c={readableText(page).color}>
                      {t('colors.primary.whiteOnBrand', {
                        ratio: formatNumber(buttonRatio, {
                          minimumFractionDigits: 1,
                          maximumFractionDigits: 1,
                        }),
                        level: level(buttonRatio),
                      })}
                    </Text>
                  </Group>
                  <Text size="sm" c={link} fw={500}>
                    {t('colors.primary.brandText', {
                      ratio: formatNumber(textRatio, {
                        minimumFractionDigits: 1,
                        maximumFractionDigits: 1,
                      }),
                      level: level(textRatio),
                    })}
                  </Text>
                </Stack>
              </Paper>
            )
          })}
        </SimpleGrid>
        <Text size="sm" mt="sm">
          {t(`colors.primary.viewing.${scheme}`)}
        </Text>
      </DemoSection>
      <DemoSection
        title={t('colors.palettes.title')}
        usage={'<Box bg="teal.6" /> · theme.colors.teal[6] · var(--mantine-color-teal-6)'}
        note={t('colors.palettes.note')}
      >
        <Stack gap="md">
          {names.map((name) => (
            <div key={name}>
              <Text size="sm" fw={600} mb={4} id={`palette-${name}`}>
                {name}
              </Text>
              <SimpleGrid
                cols={{ base: 5, sm: 10 }}
                spacing={4}
                verticalSpacing={4}
                role="list"
                aria-labelledby={`palette-${name}`}
              >
                {(theme.colors[name] ?? []).map((hex, index) => (
                  <Swatch key={hex + index} hex={hex} label={`${name} ${index}`} />
                ))}
              </SimpleGrid>
            </div>
          ))}
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
