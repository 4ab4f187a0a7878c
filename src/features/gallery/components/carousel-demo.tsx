import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import { Badge, Card, Image, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const dishes = [
  {
    name: 'Saffron risotto',
    note: 'Carnaroli rice, saffron, aged parmesan',
    price: 16,
    color: 'orange',
  },
  { name: 'Grilled sea bass', note: 'Lemon, capers, new potatoes', price: 24, color: 'blue' },
  { name: 'Burrata salad', note: 'Heirloom tomatoes, basil oil', price: 13, color: 'green' },
  { name: 'Tagliata', note: 'Sliced sirloin, rocket, parmesan', price: 27, color: 'red' },
  { name: 'Tiramisu', note: 'Mascarpone, espresso, cocoa', price: 9, color: 'grape' },
] as const

const kitchen = [
  { src: '/images/products/pan.svg', label: 'Copper pan' },
  { src: '/images/products/pot.svg', label: 'Stock pot' },
  { src: '/images/products/knife.svg', label: "Chef's knife" },
  { src: '/images/products/mixer.svg', label: 'Stand mixer' },
  { src: '/images/products/plate.svg', label: 'Serving plate' },
  { src: '/images/products/glass.svg', label: 'Wine glass' },
] as const

/** Carousel: Mantine's Carousel (Embla), moved with its buttons, the indicators or the arrow keys. */
export function CarouselDemo() {
  const [current, setCurrent] = useState(0)
  return (
    <GalleryPage
      title="Carousel"
      description="A row of slides to flip through: the dishes of tonight's menu, the kitchen's equipment. Buttons, indicators, arrow keys and swipes move it."
    >
      <DemoSection
        title="With indicators"
        usage={'<Carousel withIndicators><Carousel.Slide>…</Carousel.Slide></Carousel>'}
        note="With focus on a control, the left and right arrow keys move it too. The current slide is announced."
      >
        <Stack gap="xs">
          <Carousel
            aria-label="Tonight's specials"
            withIndicators
            height={200}
            emblaOptions={{ loop: true }}
            onSlideChange={setCurrent}
            previousControlProps={{ 'aria-label': 'Previous dish' }}
            nextControlProps={{ 'aria-label': 'Next dish' }}
            getIndicatorProps={(index) => ({
              'aria-label': `Show ${dishes[index]?.name ?? `dish ${index + 1}`}`,
            })}
          >
            {dishes.map((dish, index) => (
              <Carousel.Slide
                key={dish.name}
                aria-label={`${index + 1} of ${dishes.length}: ${dish.name}`}
              >
                <Card
                  h="100%"
                  radius={0}
                  bg={`var(--mantine-color-${dish.color}-light)`}
                  padding="xl"
                  px={56}
                >
                  <Stack justify="center" h="100%" gap={4}>
                    <Badge variant="default">{formatMoney(dish.price, { whole: true })}</Badge>
                    <Title order={3}>{dish.name}</Title>
                    <Text>{dish.note}</Text>
                  </Stack>
                </Card>
              </Carousel.Slide>
            ))}
          </Carousel>
          <Text size="sm" c="dimmed">
            Dish {current + 1} of {dishes.length}: {dishes[current]?.name}
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Several slides at once"
        usage={'<Carousel slideSize={{ base: "100%", sm: "50%", md: "33.333%" }} slideGap="md">'}
        note="One slide on a phone, two or three on wider screens; the row moves a slide at a time."
      >
        <Carousel
          aria-label="Kitchen equipment"
          slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
          slideGap="md"
          emblaOptions={{ align: 'start', slidesToScroll: 1 }}
          previousControlProps={{ 'aria-label': 'Previous item' }}
          nextControlProps={{ 'aria-label': 'Next item' }}
        >
          {kitchen.map((item, index) => (
            <Carousel.Slide
              key={item.label}
              aria-label={`${index + 1} of ${kitchen.length}: ${item.label}`}
            >
              <Card withBorder padding="sm">
                <Card.Section>
                  <Image
                    src={item.src}
                    alt=""
                    h={120}
                    fit="contain"
                    bg="var(--mantine-color-default-hover)"
                  />
                </Card.Section>
                <Text fw={500} mt="sm">
                  {item.label}
                </Text>
              </Card>
            </Carousel.Slide>
          ))}
        </Carousel>
      </DemoSection>

      <DemoSection
        title="Vertical"
        usage={'<Carousel orientation="vertical" height={150}>'}
        note="For a narrow column such as a side panel of announcements."
      >
        <Carousel
          aria-label="Staff announcements"
          orientation="vertical"
          height={150}
          maw={420}
          previousControlProps={{ 'aria-label': 'Previous announcement' }}
          nextControlProps={{ 'aria-label': 'Next announcement' }}
        >
          {[
            'Staff meal at 17:15 in the back room.',
            'New wine list from Friday: tasting at 16:00.',
            'The walk-in fridge is serviced on Tuesday morning.',
          ].map((text, index) => (
            <Carousel.Slide key={text} aria-label={`Announcement ${index + 1} of 3`}>
              {/* Room above and below the text for the up and down controls. */}
              <Card
                withBorder
                h="100%"
                px="md"
                py={40}
                display="flex"
                style={{ justifyContent: 'center' }}
              >
                <Text ta="center">{text}</Text>
              </Card>
            </Carousel.Slide>
          ))}
        </Carousel>
      </DemoSection>
    </GalleryPage>
  )
}
