import { NumberInput, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

/** /forms/number-input: numbers with limits, steps and formatting. */
export function NumberInputDemo() {
  const [guests, setGuests] = useState<string | number>(2)
  return (
    <GalleryPage
      page="formNumberInput"
      description="Numbers with limits and steps: type, use the arrows, or the Up/Down keys."
    >
      <DemoSection
        title="Limits and steps"
        usage={'<NumberInput min={1} max={20} clampBehavior="strict" />'}
        note="Give the limits in the description too, so nobody has to guess them."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <NumberInput
              label="Guests"
              description="1 to 20 per reservation"
              min={1}
              max={20}
              clampBehavior="strict"
              allowDecimal={false}
              value={guests}
              onChange={setGuests}
            />
            <Text size="sm" mt="xs" aria-live="polite">
              {guests === '' ? 'Enter the number of guests.' : `A table for ${guests}.`}
            </Text>
          </div>
          <NumberInput label="Prep time (minutes)" min={0} max={180} step={5} defaultValue={25} />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="Formatting"
        usage={'<NumberInput prefix="€ " decimalScale={2} thousandSeparator="," />'}
        note="Money keeps two decimals; large numbers get a thousands separator."
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Menu price"
            prefix="€ "
            decimalScale={2}
            fixedDecimalScale
            min={0}
            defaultValue={18.5}
          />
          <NumberInput
            label="Monthly revenue"
            prefix="€ "
            thousandSeparator=","
            defaultValue={124500}
          />
          <NumberInput label="Discount" suffix=" %" min={0} max={100} defaultValue={15} />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title="Without controls" usage={'<NumberInput hideControls />'}>
        <NumberInput label="Loyalty card points" hideControls maw={280} defaultValue={1250} />
      </DemoSection>
    </GalleryPage>
  )
}
