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
import { DemoSection, GalleryPage } from '../demo'

const sizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

/** /ui-element/typography: headings, text styles, lists, quotes and code. */
export function TypographyDemo() {
  return (
    <GalleryPage
      page="typography"
      description="Headings, body text, lists, quotes and code, in the theme's system font."
    >
      <DemoSection
        title="Headings"
        usage={'<Title order={2} size="h4">'}
        note="The order is the page outline (h1 once, then h2, h3…); the size is only the look. These samples are all level 3 in different sizes, so the outline stays correct."
      >
        <Stack gap="xs">
          {sizes.map((size) => (
            <Title key={size} order={3} size={size}>
              {size.toUpperCase()} · Tonight’s specials
            </Title>
          ))}
        </Stack>
      </DemoSection>
      <DemoSection
        title="Text styles"
        usage={'<Text size="sm" fw={700} fs="italic" td="underline" c="dimmed">'}
        note="Weight and size set the hierarchy; “dimmed” is for secondary text and still passes contrast."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="xl">Extra large: Welcome to Tavola</Text>
            <Text size="lg">Large: 12 reservations tonight</Text>
            <Text>Medium (body): The terrace opens at 18:00.</Text>
            <Text size="sm">Small: Last updated 5 minutes ago</Text>
            <Text size="xs">Extra small: Prices include VAT</Text>
          </Stack>
          <Stack gap={4}>
            <Text fw={700}>Bold: Fully booked</Text>
            <Text fs="italic">Italic: chef’s recommendation</Text>
            <Text td="underline">Underlined: read the allergy notes</Text>
            <Text td="line-through">Struck through: Lobster (sold out)</Text>
            <Text c="dimmed">Dimmed: optional details</Text>
            <Text>
              Inline <Mark>marked text</Mark>, <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> and{' '}
              <Code>inline code</Code>.
            </Text>
            <Highlight highlight="gluten">Contains gluten and traces of nuts.</Highlight>
          </Stack>
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="Lists"
        usage={'<List type="ordered"> · <List.Item>'}
        note="Ordered lists for steps, unordered for items whose order does not matter."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <List aria-label="Opening checklist">
            <List.Item>Set the tables</List.Item>
            <List.Item>Check the reservation book</List.Item>
            <List.Item>
              Brief the team
              <List withPadding listStyleType="disc">
                <List.Item>Specials of the day</List.Item>
                <List.Item>Allergy orders</List.Item>
              </List>
            </List.Item>
          </List>
          <List type="ordered" aria-label="Closing steps">
            <List.Item>Close the last orders</List.Item>
            <List.Item>Print the day’s report</List.Item>
            <List.Item>Lock the cellar</List.Item>
          </List>
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="Blockquote and code block"
        usage={'<Blockquote cite="…" icon={…}> · <Code block>'}
      >
        <Stack gap="md">
          <Blockquote
            cite="– A guest review"
            icon={<IconQuote size={20} aria-hidden />}
            color="brand"
          >
            The risotto was perfect, and the staff remembered my daughter’s allergy from last year.
          </Blockquote>
          <Code block>{`notifications.show({\n  message: 'Table 4 is ready',\n})`}</Code>
        </Stack>
      </DemoSection>
      <DemoSection
        title="Content from the editor"
        usage="<Typography> around plain HTML elements"
        note="Styles headings, paragraphs and lists that come as HTML (e.g. from the rich-text field) without a class on each element."
      >
        <Typography>
          <h3>House rules</h3>
          <p>
            Reservations are held for <strong>15 minutes</strong>. Please let us know if you are
            running late.
          </p>
          <ul>
            <li>Groups of 8 or more get a set menu.</li>
            <li>Dogs are welcome on the terrace.</li>
          </ul>
        </Typography>
      </DemoSection>
    </GalleryPage>
  )
}
