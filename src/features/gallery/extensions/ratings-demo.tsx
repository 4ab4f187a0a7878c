import { Group, Rating, Stack, Text } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

/** Ratings to read and to give, with the keyboard (arrow keys change a focused rating). */
export function RatingsDemo() {
  const [score, setScore] = useState(3)
  const [liked, setLiked] = useState(0)
  return (
    <GalleryPage
      page="extRatings"
      description="Show a score or let someone give one. A rating is a set of radio buttons: Tab to it, move with the arrow keys and choose with Space or Enter."
    >
      <DemoSection
        title="Read-only"
        usage="<Rating value={4.5} fractions={2} readOnly />"
        note="Showing an average, e.g. of guest reviews."
      >
        <Group>
          <Rating
            value={4.5}
            fractions={2}
            readOnly
            role="img"
            aria-label="Average guest rating: 4.5 of 5"
          />
          <Text size="sm">4.5 out of 5 from 128 reviews</Text>
        </Group>
      </DemoSection>
      <DemoSection
        title="Interactive"
        usage="<Rating value onChange name />"
        note="Asking for a score; the value is said and shown beside it."
      >
        <Stack gap="xs">
          <Text size="sm" id="dish-rating-label">
            Rate tonight&apos;s risotto
          </Text>
          <Group>
            <Rating
              value={score}
              onChange={setScore}
              name="dish-rating"
              role="radiogroup"
              aria-labelledby="dish-rating-label"
            />
            <Text size="sm" role="status" aria-label="Your rating">
              {score} of 5
            </Text>
          </Group>
        </Stack>
      </DemoSection>
      <DemoSection
        title="Custom symbols and sizes"
        usage="<Rating emptySymbol fullSymbol size color />"
        note="Same behaviour, the brand's own look."
      >
        <Stack gap="xs">
          <Text size="sm" id="service-rating-label">
            How was the service?
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
            <Text size="sm">{liked === 0 ? 'Not rated' : `${liked} of 5`}</Text>
          </Group>
          <Rating
            defaultValue={2}
            size="xs"
            readOnly
            role="img"
            aria-label="Small rating: 2 of 5"
          />
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
