import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { useSearchText } from '@/components/use-search-text'
import type { UsersListSearch } from '../search'
import { planOptions, roleOptions, statusOptions } from './user-options'
import classes from './users.module.css'

type FilterKey = 'role' | 'plan' | 'status'
type SearchChange = (patch: Partial<UsersListSearch>, options?: { replace?: boolean }) => void

interface UserListFiltersProps extends Pick<UsersListSearch, FilterKey | 'q'> {
  onSearchChange: SearchChange
  onAdd: () => void
  /** The pointer or the focus reached Add user: time to fetch its drawer's code. */
  onPrepareAdd: () => void
}

/** The three filters. Memoised apart from the search box, so typing draws only the box. */
const FilterSelects = memo(function FilterSelects({
  onSearchChange,
  ...values
}: Pick<UsersListSearch, FilterKey> & { onSearchChange: SearchChange }) {
  const { t } = useTranslation('users')
  const filterOptions = { role: roleOptions(t), plan: planOptions(t), status: statusOptions(t) }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {(Object.keys(filterOptions) as FilterKey[]).map((key) => (
        <NativeSelect
          key={key}
          label={t(`field.${key}`)}
          value={values[key] ?? ''}
          data={[{ value: '', label: t(`list.all.${key}`) }, ...filterOptions[key]]}
          onChange={(event) =>
            onSearchChange({ [key]: event.currentTarget.value || undefined, page: undefined })
          }
        />
      ))}
    </SimpleGrid>
  )
})

const SearchBox = memo(function SearchBox({
  q,
  onSearchChange,
}: Pick<UsersListSearch, 'q'> & { onSearchChange: SearchChange }) {
  const { t } = useTranslation('users')
  // Every keystroke filters: the list is answered from memory in a few milliseconds, and the
  // rows on screen stay until the new ones arrive.
  const searchText = useSearchText(q, (text) =>
    onSearchChange({ q: text, page: undefined }, { replace: true }),
  )
  return (
    <TextInput
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      {...searchText}
      leftSection={<IconSearch size={16} aria-hidden />}
      className={classes.search}
    />
  )
})

/**
 * The list's filters, its search box and the Add button. Memoised: paging, sorting and the
 * rows' answers leave it as it is, so a new page draws only the table.
 */
export const UserListFilters = memo(function UserListFilters({
  q,
  onSearchChange,
  onAdd,
  onPrepareAdd,
  ...values
}: UserListFiltersProps) {
  const { t } = useTranslation('users')
  return (
    <>
      <Stack gap="sm" p="md">
        <Title order={2} size="h5">
          {t('list.filters')}
        </Title>
        <FilterSelects {...values} onSearchChange={onSearchChange} />
      </Stack>
      <Group className={classes.toolbar} gap="sm" p="md" justify="space-between">
        <SearchBox q={q} onSearchChange={onSearchChange} />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          onPointerEnter={onPrepareAdd}
          onFocus={onPrepareAdd}
        >
          {t('add.title')}
        </Button>
      </Group>
    </>
  )
})
