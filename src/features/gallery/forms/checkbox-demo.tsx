import { Checkbox, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

const allergens = ['gluten', 'nuts', 'dairy', 'shellfish', 'eggs']

/** /forms/checkbox: single choices, groups and a select-all. */
export function CheckboxDemo() {
  const { t } = useTranslation('galleryForms')
  const [terms, setTerms] = useState(false)
  const [marked, setMarked] = useState<string[]>(['dairy'])
  const all = marked.length === allergens.length
  const some = marked.length > 0 && !all
  const allergenName = (allergen: string) => t(`checkbox.group.allergens.${allergen}`)
  return (
    <GalleryPage page="formCheckbox" description={t('checkbox.description')}>
      <DemoSection
        title={t('checkbox.single.title')}
        usage={'<Checkbox label="…" checked={…} onChange={…} />'}
        note={t('checkbox.single.note')}
      >
        <Stack gap="xs">
          <Checkbox
            label={t('checkbox.single.reminder')}
            checked={terms}
            onChange={(event) => setTerms(event.currentTarget.checked)}
          />
          <Checkbox label={t('checkbox.single.birthday')} defaultChecked />
          <Checkbox label={t('checkbox.single.outdoor')} disabled />
        </Stack>
      </DemoSection>
      <DemoSection
        title={t('checkbox.group.title')}
        usage={'<Checkbox indeterminate /><Checkbox.Group value onChange>'}
        note={t('checkbox.group.note')}
      >
        <Stack gap="sm">
          <Checkbox
            label={t('checkbox.group.all')}
            checked={all}
            indeterminate={some}
            onChange={() => setMarked(all ? [] : allergens)}
          />
          <Checkbox.Group label={t('checkbox.group.label')} value={marked} onChange={setMarked}>
            <Group mt="xs" ps="md">
              {allergens.map((allergen) => (
                <Checkbox key={allergen} value={allergen} label={allergenName(allergen)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Text size="sm" aria-live="polite">
            {marked.length
              ? t('checkbox.group.marked', {
                  allergens: marked.map(allergenName).join(', '),
                })
              : t('checkbox.group.none')}
          </Text>
        </Stack>
      </DemoSection>
      <DemoSection title={t('checkbox.sizes')} usage={'<Checkbox size="md" color="teal.9" />'}>
        <Group>
          <Checkbox size="xs" label={t('common.sizes.xs')} defaultChecked />
          <Checkbox size="md" label={t('common.sizes.md')} defaultChecked color="teal.9" />
          <Checkbox size="lg" label={t('common.sizes.lg')} defaultChecked color="indigo.8" />
        </Group>
      </DemoSection>
    </GalleryPage>
  )
}
