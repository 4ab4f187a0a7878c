import '@/components/styles/full-styles'
import { Accordion, Button, Card, Collapse, Stack, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown } from '@tabler/icons-react'
import { useId } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const faq = ['allergens', 'groups', 'tips'] as const

/** A button that shows and hides the block after it; aria-expanded says which. */
function CollapseBlock() {
  const { t } = useTranslation('galleryComponents')
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
        {opened ? t('collapse.showHide.hide') : t('collapse.showHide.show')}
      </Button>
      <Collapse expanded={opened} id={id}>
        <Card withBorder padding="md">
          <Text size="sm">{t('collapse.showHide.prepList')}</Text>
        </Card>
      </Collapse>
    </Stack>
  )
}

/** A card whose whole header opens and closes its body. */
function CollapsibleCard() {
  const { t } = useTranslation('galleryComponents')
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
        <Text fw={500}>{t('collapse.card.header')}</Text>
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
          {t('collapse.card.details')}
        </Text>
      </Collapse>
    </Card>
  )
}

/** Collapse: content shown on demand, with the toggle telling whether it is open. */
export function CollapseDemo() {
  const { t } = useTranslation('galleryComponents')
  const items = faq.map((value) => (
    <Accordion.Item key={value} value={value}>
      <Accordion.Control>{t(`collapse.faq.${value}.question`)}</Accordion.Control>
      <Accordion.Panel>{t(`collapse.faq.${value}.answer`)}</Accordion.Panel>
    </Accordion.Item>
  ))
  return (
    <GalleryPage page="collapse" description={t('collapse.description')}>
      <DemoSection
        title={t('collapse.showHide.title')}
        usage={
          '<Button aria-expanded={opened} aria-controls={id}> + <Collapse expanded={opened} id={id}>'
        }
        note={t('collapse.showHide.note')}
      >
        <CollapseBlock />
      </DemoSection>

      <DemoSection
        title={t('collapse.card.title')}
        usage={'<UnstyledButton aria-expanded={opened}>…</UnstyledButton><Collapse …>'}
        note={t('collapse.card.note')}
      >
        <CollapsibleCard />
      </DemoSection>

      <DemoSection
        title={t('collapse.single.title')}
        usage={'<Accordion defaultValue="allergens">'}
        note={t('collapse.single.note')}
      >
        <Accordion variant="separated" defaultValue="allergens">
          {items}
        </Accordion>
      </DemoSection>

      <DemoSection
        title={t('collapse.multiple.title')}
        usage={'<Accordion multiple variant="contained">'}
        note={t('collapse.multiple.note')}
      >
        <Accordion multiple variant="contained" defaultValue={['groups']}>
          {items}
        </Accordion>
      </DemoSection>
    </GalleryPage>
  )
}
