import { Alert, Button, Loader, MultiSelect, Select, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { useMenuDishes } from '../api/get-menu-dishes'
import { DemoSection, GalleryPage } from '../demo'
import { CreatableSelect } from './creatable-select'

const tables = ['Table 1', 'Table 2', 'Table 3', 'Table 4', 'Bar counter', 'Terrace 1', 'Terrace 2']
const staff = [
  { group: 'Floor', items: ['Marco (host)', 'Sara (waiter)', 'Luca (waiter)'] },
  { group: 'Kitchen', items: ['Elena (chef)', 'Paolo (sous-chef)'] },
]

function AsyncDishSelect() {
  const [opened, setOpened] = useState(false)
  const [dish, setDish] = useState<string | null>(null)
  const { data, isFetching, error, refetch } = useMenuDishes(opened)
  const dishes = (data?.autoComplete ?? []).map((item) => item.title)
  return (
    <div>
      <Select
        label="Dish of the day"
        description="The menu loads the first time the list is opened"
        placeholder={isFetching ? 'Loading dishes…' : 'Pick a dish'}
        searchable
        data={dishes}
        value={dish}
        onChange={setDish}
        onDropdownOpen={() => setOpened(true)}
        nothingFoundMessage={isFetching ? 'Loading dishes…' : 'No dish matches'}
        rightSection={
          isFetching ? <Loader size="xs" role="status" aria-label="Loading dishes" /> : undefined
        }
        aria-busy={isFetching}
      />
      {error && (
        <Alert color="red" role="alert" mt="sm" title="The menu could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <Text size="sm" mt="xs" aria-live="polite">
        {dish ? `Dish of the day: ${dish}` : data ? `${dishes.length} dishes loaded.` : ''}
      </Text>
    </div>
  )
}

/** /forms/select: single, multiple, async and creatable selects. */
export function SelectDemo() {
  const [tag, setTag] = useState<string | null>(null)
  return (
    <GalleryPage
      page="formSelect"
      description="Choose from a list too long for radios: type to filter, arrows and Enter to pick."
    >
      <DemoSection
        title="Single"
        usage={'<Select label="…" data={[…]} searchable clearable />'}
        note="For one value out of many; searchable once the list passes about ten items."
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Table" data={tables} placeholder="Pick a table" searchable clearable />
          <Select label="Server" data={staff} placeholder="Pick a colleague" />
        </SimpleGrid>
      </DemoSection>
      <DemoSection
        title="Multiple"
        usage={'<MultiSelect label="…" data={[…]} />'}
        note="For several values; each chosen value can be removed on its own."
      >
        <MultiSelect
          label="Shift team"
          data={staff}
          defaultValue={['Marco (host)']}
          placeholder="Add colleagues"
          searchable
          clearable
        />
      </DemoSection>
      <DemoSection
        title="Async"
        usage={'<Select data={query.data} onDropdownOpen={…} rightSection={<Loader />} />'}
        note="Options from the server load on first open (through the app's API client), with a spinner meanwhile."
      >
        <AsyncDishSelect />
      </DemoSection>
      <DemoSection
        title="Creatable"
        usage={'<Combobox> with a “+ Create …” option'}
        note="When the list is a starting point and staff may add their own value."
      >
        <CreatableSelect
          label="Menu tag"
          initialOptions={['Vegan', 'Vegetarian', 'Gluten free', 'Spicy', 'New']}
          value={tag}
          onChange={setTag}
        />
        <Text size="sm" mt="xs" aria-live="polite">
          {tag ? `Tag: ${tag}` : 'No tag chosen yet.'}
        </Text>
      </DemoSection>
    </GalleryPage>
  )
}
