import '@/components/styles/full-styles'
import { RangeSlider, Slider, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

const spiceLevels = [
  { value: 0, key: 'mild' },
  { value: 50, key: 'medium' },
  { value: 100, key: 'hot' },
] as const
const guestMarks = [1, 4, 8, 12].map((value) => ({ value, label: String(value) }))
/** A price in whole units of the app's currency: `$25`. */
const dollars = (value: number) => formatMoney(value, { whole: true })
const priceMarks = [0, 25, 50].map((value) => ({ value, label: dollars(value) }))

/** Sliders for one value and for a range, with labels, marks and the keyboard. */
export function SlidersDemo() {
  const { t } = useTranslation('galleryExtensions')
  const [spice, setSpice] = useState(50)
  const [price, setPrice] = useState<[number, number]>([12, 30])
  const [guests, setGuests] = useState(4)
  return (
    <GalleryPage page="extSliders" description={t('sliders.description')}>
      <DemoSection
        title={t('sliders.marks.title')}
        usage='<Slider marks={[…]} thumbLabel="Spice level" />'
        note={t('sliders.marks.note')}
      >
        <Stack gap="xl" pb="md">
          <Text size="sm">{t('sliders.marks.level', { value: spice })}</Text>
          <Slider
            value={spice}
            onChange={setSpice}
            marks={spiceLevels.map(({ value, key }) => ({
              value,
              label: t(`sliders.marks.levels.${key}`),
            }))}
            step={5}
            thumbLabel={t('sliders.marks.thumb')}
            label={(value) => `${value}%`}
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('sliders.stepped.title')}
        usage="<Slider min={1} max={12} step={1} restrictToMarks />"
        note={t('sliders.stepped.note')}
      >
        <Stack gap="xl" pb="md">
          <Text size="sm">{t('sliders.stepped.size', { count: guests })}</Text>
          <Slider
            value={guests}
            onChange={setGuests}
            min={1}
            max={12}
            step={1}
            marks={guestMarks}
            thumbLabel={t('sliders.stepped.thumb')}
            color="teal"
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('sliders.range.title')}
        usage='<RangeSlider thumbFromLabel="Lowest price" thumbToLabel="Highest price" />'
        note={t('sliders.range.note')}
      >
        <Stack gap="xl" pb="md">
          <Text size="sm">
            {t('sliders.range.priced', { from: dollars(price[0]), to: dollars(price[1]) })}
          </Text>
          <RangeSlider
            value={price}
            onChange={setPrice}
            min={0}
            max={50}
            minRange={2}
            marks={priceMarks}
            thumbFromLabel={t('sliders.range.lowest')}
            thumbToLabel={t('sliders.range.highest')}
            label={dollars}
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('sliders.disabled.title')}
        usage="<Slider disabled />"
        note={t('sliders.disabled.note')}
      >
        <Slider defaultValue={30} disabled thumbLabel={t('sliders.disabled.thumb')} />
      </DemoSection>
    </GalleryPage>
  )
}
