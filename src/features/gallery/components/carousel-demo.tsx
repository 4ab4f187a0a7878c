import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import { Badge, Card, Image, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
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

const announcements = ['staffMeal', 'wineList', 'fridge'] as const

/** Carousel: Mantine's Carousel (Embla), moved with its buttons, the indicators or the arrow keys. */
export function CarouselDemo() {
  const { t } = useTranslation('galleryComponents')
  const [current, setCurrent] = useState(0)
  const slideLabel = (index: number, count: number, name: string) =>
    t('carousel.slide', { number: index + 1, total: count, name })
  return (
    <GalleryPage page="carousel" description={t('carousel.description')}>
      <DemoSection
        title={t('carousel.indicators.title')}
        usage={'<Carousel withIndicators><Carousel.Slide>…</Carousel.Slide></Carousel>'}
        note={t('carousel.indicators.note')}
      >
        <Stack gap="xs">
          <Carousel
            aria-label={t('carousel.indicators.label')}
            withIndicators
            height={200}
            emblaOptions={{ loop: true }}
            onSlideChange={setCurrent}
            previousControlProps={{ 'aria-label': t('carousel.indicators.previous') }}
            nextControlProps={{ 'aria-label': t('carousel.indicators.next') }}
            getIndicatorProps={(index) => ({
              'aria-label': t('carousel.indicators.show', { name: dishes[index]?.name }),
            })}
          >
            {dishes.map((dish, index) => (
              <Carousel.Slide
                key={dish.name}
                aria-label={slideLabel(index, dishes.length, dish.name)}
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
            {t('carousel.indicators.current', {
              number: current + 1,
              total: dishes.length,
              name: dishes[current]?.name,
            })}
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('carousel.several.title')}
        usage={'<Carousel slideSize={{ base: "100%", sm: "50%", md: "33.333%" }} slideGap="md">'}
        note={t('carousel.several.note')}
      >
        <Carousel
          aria-label={t('carousel.several.label')}
          slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
          slideGap="md"
          emblaOptions={{ align: 'start', slidesToScroll: 1 }}
          previousControlProps={{ 'aria-label': t('carousel.several.previous') }}
          nextControlProps={{ 'aria-label': t('carousel.several.next') }}
        >
          {kitchen.map((item, index) => (
            <Carousel.Slide
              key={item.label}
              aria-label={slideLabel(index, kitchen.length, item.label)}
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
        title={t('carousel.vertical.title')}
        usage={'<Carousel orientation="vertical" height={150}>'}
        note={t('carousel.vertical.note')}
      >
        <Carousel
          aria-label={t('carousel.vertical.label')}
          orientation="vertical"
          height={150}
          maw={420}
          previousControlProps={{ 'aria-label': t('carousel.vertical.previous') }}
          nextControlProps={{ 'aria-label': t('carousel.vertical.next') }}
        >
          {announcements.map((key, index) => (
            <Carousel.Slide
              key={key}
              aria-label={t('carousel.vertical.announcement', {
                number: index + 1,
                total: announcements.length,
              })}
            >
              {/* Room above and below the text for the up and down controls. */}
              <Card
                withBorder
                h="100%"
                px="md"
                py={40}
                display="flex"
                style={{ justifyContent: 'center' }}
              >
                <Text ta="center">{t(`carousel.vertical.announcements.${key}`)}</Text>
              </Card>
            </Carousel.Slide>
          ))}
        </Carousel>
      </DemoSection>
    </GalleryPage>
  )
}
