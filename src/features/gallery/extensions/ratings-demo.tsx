import '@/components/styles/full-styles'
import { Group, Rating, Stack, Text } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

/** Ratings to read and to give, with the keyboard (arrow keys change a focused rating). */
export function RatingsDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [score, setScore] = useState(3)
  const [liked, setLiked] = useState(0)
  return (
    <GalleryPage page="extRatings" description={t('ratings.description')}>
      <DemoSection
        title={t('ratings.readOnly.title')}
        usage="<Rating value={4.5} fractions={2} readOnly />"
        note={t('ratings.readOnly.note')}
      >
        <Group>
          <Rating
            value={4.5}
            fractions={2}
            readOnly
            role="img"
            aria-label={t('ratings.readOnly.label', { value: 4.5 })}
          />
          <Text size="sm">{t('ratings.readOnly.text', { value: 4.5, count: 128 })}</Text>
        </Group>
      </DemoSection>
      <DemoSection
        title={t('ratings.interactive.title')}
        usage="<Rating value onChange name />"
        note={t('ratings.interactive.note')}
      >
        <Stack gap="xs">
          <Text size="sm" id="dish-rating-label">
            {t('ratings.interactive.label')}
          </Text>
          <Group>
            <Rating
              value={score}
              onChange={setScore}
              name="dish-rating"
              role="radiogroup"
              aria-labelledby="dish-rating-label"
            />
            <Text size="sm" role="status" aria-label={t('ratings.interactive.yours')}>
              {t('ratings.outOf', { value: score })}
            </Text>
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('ratings.custom.title')}
        usage="<Rating emptySymbol fullSymbol size color />"
        note={t('ratings.custom.note')}
      >
        <Stack gap="xs">
          <Text size="sm" id="service-rating-label">
            {t('ratings.custom.label')}
          </Text>
          <Group>
            <Rating
              value={liked}
              onChange={setLiked}
              name="service-rating"
              role="radiogroup"
              size="lg"
              color="red"
              emptySymbol={<IconHeart size={24} aria-hidden />}
              fullSymbol={<IconHeartFilled size={24} aria-hidden />}
              aria-labelledby="service-rating-label"
            />
            <Text size="sm">
              {liked === 0 ? t('ratings.custom.notRated') : t('ratings.outOf', { value: liked })}
            </Text>
          </Group>
          <Rating
            defaultValue={2}
            size="xs"
            readOnly
            role="img"
            aria-label={t('ratings.custom.small', { value: 2 })}
          />
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
