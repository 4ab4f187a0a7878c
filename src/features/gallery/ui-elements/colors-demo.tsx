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
import { DemoSection, GalleryPage } from '../demo'
import { contrastRatio, readableText, wcagLevel } from './contrast'

function Swatch({ hex, label }: { hex: string; label: string }) {
  const text = readableText(hex)
  return (
    <Paper
      role="listitem"
      radius="sm"
      p={6}
      bg={hex}
      c={text.color}
      withBorder
      aria-label={`${label}: ${hex}, ${text.color === '#ffffff' ? 'white' : 'black'} text ${text.ratio.toFixed(1)} to 1`}
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

  return (
    <GalleryPage
      page="colors"
      description="Every palette of the theme (src/app/theme.ts), ten shades each, with text that stays readable."
    >
      <DemoSection
        title="Primary colour"
        usage={'<Button color="brand" /> · var(--mantine-primary-color-filled)'}
        note={`The brand is “${theme.primaryColor}”, shade ${shade} in this skin. Buttons, links and focus use it.`}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['light', 'dark'] as const).map((skin) => {
            const page = bodies[skin]
            const link = linkShade[skin]
            const textRatio = contrastRatio(link, page)
            const buttonRatio = contrastRatio(primary, theme.white)
            return (
              <Paper key={skin} p="md" radius="md" bg={page} withBorder>
                <Stack gap="xs">
                  <Text size="sm" fw={700} c={readableText(page).color}>
                    On the {skin} skin
                  </Text>
                  <Group gap="xs">
                    <Button>Confirm booking</Button>
                    <Text size="xs" c={readableText(page).color}>
                      White on brand {buttonRatio.toFixed(1)}:1 ({wcagLevel(buttonRatio)})
                    </Text>
                  </Group>
                  <Text size="sm" c={link} fw={500}>
                    Brand text and links {textRatio.toFixed(1)}:1 ({wcagLevel(textRatio)})
                  </Text>
                </Stack>
              </Paper>
            )
          })}
        </SimpleGrid>
        <Text size="sm" mt="sm">
          You are viewing the {scheme} skin; switch it in the navbar to see the page colours change.
        </Text>
      </DemoSection>
      <DemoSection
        title="Palettes"
        usage={'<Box bg="teal.6" /> · theme.colors.teal[6] · var(--mantine-color-teal-6)'}
        note="Each swatch prints its text in black or white, whichever contrasts more (always at least 4.5:1). Shade 6 is the default filled colour; pick 8 or 9 for text on white."
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
