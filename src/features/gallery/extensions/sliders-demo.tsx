import { RangeSlider, Slider, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const spiceMarks = [
  { value: 0, label: 'Mild' },
  { value: 50, label: 'Medium' },
  { value: 100, label: 'Hot' },
]

/** Sliders for one value and for a range, with labels, marks and the keyboard. */
export function SlidersDemo() {
  const [spice, setSpice] = useState(50)
  const [price, setPrice] = useState<[number, number]>([12, 30])
  const [guests, setGuests] = useState(4)
  return (
    <GalleryPage
      page="extSliders"
      description="Pick a value or a range by dragging or with the arrow keys (Home and End jump to the ends, Page Up and Down take big steps)."
    >
      <DemoSection
        title="Slider with marks"
        usage='<Slider marks={[…]} thumbLabel="Spice level" />'
        note="A value on a scale where the labelled steps matter."
      >
        <Stack gap="xl" pb="md">
          <Text size="sm">Spice level: {spice}%</Text>
          <Slider
            value={spice}
            onChange={setSpice}
            marks={spiceMarks}
            step={5}
            thumbLabel="Spice level"
            label={(value) => `${value}%`}
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title="Stepped slider"
        usage="<Slider min={1} max={12} step={1} restrictToMarks />"
        note="Whole numbers only, each one marked."
      >
        <Stack gap="xl" pb="md">
          <Text size="sm">Party size: {guests} guests</Text>
          <Slider
            value={guests}
            onChange={setGuests}
            min={1}
            max={12}
            step={1}
            marks={[1, 4, 8, 12].map((value) => ({ value, label: String(value) }))}
            thumbLabel="Party size"
            color="teal"
          />
        </Stack>
      </DemoSection>
      <DemoSection
        title="Range slider"
        usage='<RangeSlider thumbFromLabel="Lowest price" thumbToLabel="Highest price" />'
        note="A range such as a price filter; the thumbs cannot cross."
      >
        <Stack gap="xl" pb="md">
          <Text size="sm">
            Dishes priced ${price[0]} to ${price[1]}
          </Text>
          <RangeSlider
            value={price}
            onChange={setPrice}
            min={0}
            max={50}
            minRange={2}
            marks={[0, 25, 50].map((value) => ({ value, label: `$${value}` }))}
            thumbFromLabel="Lowest price"
            thumbToLabel="Highest price"
            label={(value) => `$${value}`}
          />
        </Stack>
      </DemoSection>
      <DemoSection title="Disabled" usage="<Slider disabled />" note="Shown but not changeable.">
        <Slider defaultValue={30} disabled thumbLabel="Oven temperature (locked)" />
      </DemoSection>
    </GalleryPage>
  )
}
