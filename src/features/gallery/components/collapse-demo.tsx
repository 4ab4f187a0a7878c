import { Accordion, Button, Card, Collapse, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown } from '@tabler/icons-react'
import { useId } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const faq = [
  {
    value: 'allergens',
    question: 'Where is the allergen list?',
    answer:
      'In the kitchen binder and on the back of every printed menu. Ask the chef when in doubt.',
  },
  {
    value: 'groups',
    question: 'How large can a group booking be?',
    answer: 'Up to 24 guests in the main room; larger groups book the terrace with a set menu.',
  },
  {
    value: 'tips',
    question: 'How are tips shared?',
    answer: 'Card tips are pooled weekly and shared by hours worked, kitchen included.',
  },
] as const

/** A button that shows and hides the block after it; aria-expanded says which. */
function CollapseBlock() {
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{
              transform: opened ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
      >
        {opened ? 'Hide' : 'Show'} tonight's prep list
      </Button>
      <Collapse expanded={opened} id={id}>
        <Card withBorder padding="md">
          <Text size="sm">
            Bake focaccia (3 trays) · Reduce the veal stock · Portion the sea bass (18) · Whip the
            mascarpone cream.
          </Text>
        </Card>
      </Collapse>
    </Stack>
  )
}

/** A card whose whole header opens and closes its body. */
function CollapsibleCard() {
  const [opened, { toggle }] = useDisclosure(true)
  const id = useId()
  return (
    <Card withBorder padding={0}>
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
        p="md"
        w="100%"
        display="flex"
        style={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Text fw={500}>Reservation #1042 details</Text>
        <IconChevronDown
          size={16}
          aria-hidden
          style={{
            transform: opened ? 'rotate(180deg)' : undefined,
            transition: 'transform 150ms',
          }}
        />
      </UnstyledButton>
      <Collapse expanded={opened} id={id}>
        <Text size="sm" px="md" pb="md">
          Friday 20:00 · 6 guests · Table 12 by the window · One guest is gluten-free.
        </Text>
      </Collapse>
    </Card>
  )
}

/** Collapse: content shown on demand, with the toggle telling whether it is open. */
export function CollapseDemo() {
  return (
    <GalleryPage
      title="Collapse"
      description="Content that opens on demand, so a long page stays short. The button says whether its content is open."
    >
      <DemoSection
        title="Show and hide"
        usage={
          '<Button aria-expanded={opened} aria-controls={id}> + <Collapse expanded={opened} id={id}>'
        }
        note="Give the button aria-expanded and aria-controls so screen readers know what it opens."
      >
        <CollapseBlock />
      </DemoSection>

      <DemoSection
        title="Collapsible card"
        usage={'<UnstyledButton aria-expanded={opened}>…</UnstyledButton><Collapse …>'}
        note="The whole header is the toggle: a large, easy target."
      >
        <CollapsibleCard />
      </DemoSection>

      <DemoSection
        title="Accordion, one at a time"
        usage={'<Accordion defaultValue="allergens">'}
        note="Opening one section closes the other; the arrow keys move between headers."
      >
        <Accordion variant="separated" defaultValue="allergens">
          {faq.map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </DemoSection>

      <DemoSection
        title="Accordion, several open"
        usage={'<Accordion multiple variant="contained">'}
        note="When people compare sections, let several stay open."
      >
        <Accordion multiple variant="contained" defaultValue={['groups']}>
          {faq.map((item) => (
            <Accordion.Item key={item.value} value={item.value}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </DemoSection>
    </GalleryPage>
  )
}
