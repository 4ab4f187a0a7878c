import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { DemoSection, GalleryPage } from '../demo'

const specials = [
  { name: 'Risotto ai funghi', note: 'Porcini, aged parmesan', price: '$18', color: 'orange' },
  { name: 'Burrata', note: 'Heirloom tomatoes, basil oil', price: '$14', color: 'teal' },
  { name: 'Osso buco', note: 'Saffron risotto, gremolata', price: '$29', color: 'grape' },
  { name: 'Tiramisù', note: 'Espresso, mascarpone', price: '$9', color: 'yellow' },
  { name: 'Branzino', note: 'Lemon, capers, new potatoes', price: '$26', color: 'blue' },
]

function Slide({ item, index }: { item: (typeof specials)[number]; index: number }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      h={180}
      bg={`var(--mantine-color-${item.color}-light)`}
      aria-label={`Special ${index + 1} of ${specials.length}: ${item.name}`}
      role="group"
    >
      <Stack gap="xs" justify="space-between" h="100%">
        <Title order={3} size="h4">
          {item.name}
        </Title>
        <Text size="sm">{item.note}</Text>
        <Text fw={700}>{item.price}</Text>
      </Stack>
    </Paper>
  )
}

const controlLabels = {
  previousControlProps: { 'aria-label': 'Previous slide' },
  nextControlProps: { 'aria-label': 'Next slide' },
  getIndicatorProps: (index: number) => ({ 'aria-label': `Go to slide ${index + 1}` }),
}

/** Swipeable carousels with @mantine/carousel (Embla): one slide, several, looping. */
export function SwiperDemo() {
  return (
    <GalleryPage
      page="extSwiper"
      description="Swipe, drag, or use the arrow buttons and dots to move through slides; the buttons work from the keyboard."
    >
      <DemoSection
        title="One slide at a time, with dots"
        usage='<Carousel withIndicators slideSize="100%">'
        note="For a few highlights where each deserves the whole width."
      >
        <Carousel
          withIndicators
          height={180}
          slideGap="md"
          {...controlLabels}
          aria-label="Today's specials"
        >
          {specials.map((item, index) => (
            <Carousel.Slide key={item.name}>
              <Slide item={item} index={index} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </DemoSection>
      <DemoSection
        title="Several slides, looping"
        usage='<Carousel slideSize={{ base: "100%", sm: "50%", md: "33.333%" }} emblaOptions={{ loop: true }}>'
        note="For browsing a longer set; how many show depends on the width."
      >
        <Carousel
          slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
          slideGap="md"
          emblaOptions={{ loop: true, align: 'start' }}
          {...controlLabels}
          aria-label="All specials"
        >
          {specials.map((item, index) => (
            <Carousel.Slide key={item.name}>
              <Slide item={item} index={index} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </DemoSection>
    </GalleryPage>
  )
}
