import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import { Paper, Stack, Text, Title } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** Tonight's specials: sample dishes, as the menu names them. */
const specials = [
  { name: 'Risotto ai funghi', note: 'Porcini, aged parmesan', price: '$18', color: 'orange' },
  { name: 'Burrata', note: 'Heirloom tomatoes, basil oil', price: '$14', color: 'teal' },
  { name: 'Osso buco', note: 'Saffron risotto, gremolata', price: '$29', color: 'grape' },
  { name: 'Tiramisù', note: 'Espresso, mascarpone', price: '$9', color: 'yellow' },
  { name: 'Branzino', note: 'Lemon, capers, new potatoes', price: '$26', color: 'blue' },
]

function Slide({ item, index }: { item: (typeof specials)[number]; index: number }) {
  const { t } = useTranslation('galleryExtensions')
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      h={180}
      bg={`var(--mantine-color-${item.color}-light)`}
      aria-label={t('swiper.slide', {
        number: index + 1,
        total: specials.length,
        name: item.name,
      })}
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

/** Names for a carousel's buttons and dots. */
const controlLabels = (t: TFunction) => ({
  previousControlProps: { 'aria-label': t('swiper.previous') },
  nextControlProps: { 'aria-label': t('swiper.next') },
  getIndicatorProps: (index: number) => ({
    'aria-label': t('swiper.goTo', { number: index + 1 }),
  }),
})

/** Swipeable carousels with @mantine/carousel (Embla): one slide, several, looping. */
export function SwiperDemo() {
  const { t } = useTranslation('galleryExtensions')
  return (
    <GalleryPage page="extSwiper" description={t('swiper.description')}>
      <DemoSection
        title={t('swiper.single.title')}
        usage='<Carousel withIndicators slideSize="100%">'
        note={t('swiper.single.note')}
      >
        <Carousel
          withIndicators
          height={180}
          slideGap="md"
          {...controlLabels(t)}
          aria-label={t('swiper.single.label')}
        >
          {specials.map((item, index) => (
            <Carousel.Slide key={item.name}>
              <Slide item={item} index={index} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </DemoSection>
      <DemoSection
        title={t('swiper.several.title')}
        usage='<Carousel slideSize={{ base: "100%", sm: "50%", md: "33.333%" }} emblaOptions={{ loop: true }}>'
        note={t('swiper.several.note')}
      >
        <Carousel
          slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
          slideGap="md"
          emblaOptions={{ loop: true, align: 'start' }}
          {...controlLabels(t)}
          aria-label={t('swiper.several.label')}
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
