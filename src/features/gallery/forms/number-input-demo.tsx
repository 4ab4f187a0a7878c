import '@/components/styles/full-styles'
import { NumberInput, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { moneyInputFormat, percentInputFormat } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

/** /forms/number-input: numbers with limits, steps and formatting. */
export function NumberInputDemo() {
  const { t } = useTranslation('galleryForms')
  const [guests, setGuests] = useState<string | number>(2)
  return (
    <GalleryPage page="formNumberInput" description={t('numberInput.description')}>
      <DemoSection
        title={t('numberInput.limits.title')}
        usage={'<NumberInput min={1} max={20} clampBehavior="strict" />'}
        note={t('numberInput.limits.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <NumberInput
              label={t('numberInput.limits.guests')}
              description={t('numberInput.limits.guestsDescription', { min: 1, max: 20 })}
              min={1}
              max={20}
              clampBehavior="strict"
              allowDecimal={false}
              value={guests}
              onChange={setGuests}
            />
            <Text size="sm" mt="xs" aria-live="polite">
              {guests === ''
                ? t('numberInput.limits.enterGuests')
                : t('numberInput.limits.tableFor', { guests })}
            </Text>
          </div>
          <NumberInput
            label={t('numberInput.limits.prepTime')}
            min={0}
            max={180}
            step={5}
            defaultValue={25}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('numberInput.formatting.title')}
        usage={'<NumberInput {...moneyInputFormat()} decimalScale={2} />'}
        note={t('numberInput.formatting.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('numberInput.formatting.price')}
            {...moneyInputFormat()}
            decimalScale={2}
            fixedDecimalScale
            min={0}
            defaultValue={18.5}
          />
          <NumberInput
            label={t('numberInput.formatting.revenue')}
            {...moneyInputFormat()}
            defaultValue={124500}
          />
          <NumberInput
            label={t('numberInput.formatting.discount')}
            {...percentInputFormat()}
            min={0}
            max={100}
            defaultValue={15}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('numberInput.noControls.title')} usage={'<NumberInput hideControls />'}>
        <NumberInput
          label={t('numberInput.noControls.points')}
          hideControls
          maw={280}
          defaultValue={1250}
        />
      </DemoSection>
    </GalleryPage>
  )
}
