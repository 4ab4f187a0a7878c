import { Alert, Button, Loader, MultiSelect, Select, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { useMenuDishes } from '../api/get-menu-dishes'
import { DemoSection, GalleryPage } from '../demo'
import { CreatableSelect } from './creatable-select'

/** The places to seat a guest, each named `select.places.<kind>`. */
const tables = [
  { value: 'table-1', kind: 'table', number: 1 },
  { value: 'table-2', kind: 'table', number: 2 },
  { value: 'table-3', kind: 'table', number: 3 },
  { value: 'table-4', kind: 'table', number: 4 },
  { value: 'bar', kind: 'bar', number: 1 },
  { value: 'terrace-1', kind: 'terrace', number: 1 },
  { value: 'terrace-2', kind: 'terrace', number: 2 },
] as const
/** Colleagues by team: their names, and their roles named `select.roles.<role>`. */
const staff = [
  {
    team: 'floor',
    people: [
      { name: 'Marco', role: 'host' },
      { name: 'Sara', role: 'waiter' },
      { name: 'Luca', role: 'waiter' },
    ],
  },
  {
    team: 'kitchen',
    people: [
      { name: 'Elena', role: 'chef' },
      { name: 'Paolo', role: 'sousChef' },
    ],
  },
] as const
const menuTags = ['vegan', 'vegetarian', 'glutenFree', 'spicy', 'new'] as const

/** The staff list as Select data: groups of colleagues, each shown with their role. */
function useStaffOptions() {
  const { t } = useTranslation('galleryForms')
  return staff.map(({ team, people }) => ({
    group: t(`select.teams.${team}`),
    items: people.map(({ name, role }) => ({
      value: name,
      label: t('select.colleague', { name, role: t(`select.roles.${role}`) }),
    })),
  }))
}

function AsyncDishSelect() {
  const { t } = useTranslation('galleryForms')
  const [opened, setOpened] = useState(false)
  const [dish, setDish] = useState<string | null>(null)
  const { data, isFetching, error, refetch } = useMenuDishes(opened)
  const dishes = (data?.autoComplete ?? []).map((item) => item.title)
  return (
    <div>
      <Select
        label={t('select.async.label')}
        description={t('select.async.description')}
        placeholder={isFetching ? t('select.async.loading') : t('select.async.placeholder')}
        searchable
        data={dishes}
        value={dish}
        onChange={setDish}
        onDropdownOpen={() => setOpened(true)}
        nothingFoundMessage={isFetching ? t('select.async.loading') : t('select.async.noMatch')}
        rightSection={
          isFetching ? (
            <Loader size="xs" role="status" aria-label={t('select.async.loadingLabel')} />
          ) : undefined
        }
        aria-busy={isFetching}
      />
      {error && (
        <Alert color="red" role="alert" mt="sm" title={t('select.async.error')}>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            {t('select.async.retry')}
          </Button>
        </Alert>
      )}
      <Text size="sm" mt="xs" aria-live="polite">
        {dish
          ? t('select.async.chosen', { dish })
          : data
            ? t('select.async.loaded', { count: dishes.length })
            : ''}
      </Text>
    </div>
  )
}

/** /forms/select: single, multiple, async and creatable selects. */
export function SelectDemo() {
  const { t } = useTranslation('galleryForms')
  const staffOptions = useStaffOptions()
  const [tag, setTag] = useState<string | null>(null)
  return (
    <GalleryPage page="formSelect" description={t('select.description')}>
      <DemoSection
        title={t('select.single.title')}
        usage={'<Select label="…" data={[…]} searchable clearable />'}
        note={t('select.single.note')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('select.single.table')}
            data={tables.map(({ value, kind, number }) => ({
              value,
              label: t(`select.places.${kind}`, { number }),
            }))}
            placeholder={t('select.single.tablePlaceholder')}
            searchable
            clearable
          />
          <Select
            label={t('select.single.server')}
            data={staffOptions}
            placeholder={t('select.single.serverPlaceholder')}
          />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title={t('select.multiple.title')}
        usage={'<MultiSelect label="…" data={[…]} />'}
        note={t('select.multiple.note')}
      >
        <MultiSelect
          label={t('select.multiple.label')}
          data={staffOptions}
          defaultValue={['Marco']}
          placeholder={t('select.multiple.placeholder')}
          searchable
          clearable
        />
      </DemoSection>
      <DemoSection
        title={t('select.async.title')}
        usage={'<Select data={query.data} onDropdownOpen={…} rightSection={<Loader />} />'}
        note={t('select.async.note')}
      >
        <AsyncDishSelect />
      </DemoSection>
      <DemoSection
        title={t('select.creatable.title')}
        usage={'<Combobox> + <Combobox.Option value="$create">'}
        note={t('select.creatable.note')}
      >
        <CreatableSelect
          label={t('select.creatable.label')}
          initialOptions={menuTags.map((key) => t(`select.creatable.tags.${key}`))}
          value={tag}
          onChange={setTag}
        />
        <Text size="sm" mt="xs" aria-live="polite">
          {tag ? t('select.creatable.chosen', { tag }) : t('select.creatable.none')}
        </Text>
      </DemoSection>
    </GalleryPage>
  )
}
