import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ColumnDef, SortingState } from '@tanstack/react-table'
import { renderWithProviders } from '@/test/render'
import { DataTable } from './data-table'
import { serverSortProps } from './server-sort'

interface Dish {
  id: number
  name: string
  course: string
  price: number
}

const columns: ColumnDef<Dish, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'course', header: 'Course', meta: { collapsible: true } },
  { accessorKey: 'price', header: 'Price', meta: { collapsible: true } },
]
const dishes: Dish[] = [
  { id: 1, name: 'Risotto', course: 'Main', price: 18 },
  { id: 2, name: 'Bruschetta', course: 'Starter', price: 7 },
  { id: 3, name: 'Tiramisu', course: 'Dessert', price: 9 },
  { id: 4, name: 'Ossobuco', course: 'Main', price: 24 },
]
const getRowId = (dish: Dish) => String(dish.id)
const rowLabel = (dish: Dish) => dish.name
const table = () => screen.getByRole('table', { name: 'Dishes' })

/** The text of every body row's cells (the filter row sits in the head). */
function bodyRows() {
  return [...table().querySelectorAll('tbody tr')].map((row) =>
    within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  )
}
const names = () => bodyRows().map((cells) => cells.find((text) => text !== ''))

function mockWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: ([\d.]+)px/.test(query)
          ? width <= Number(/max-width: ([\d.]+)px/.exec(query)?.[1])
          : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('DataTable, opt-in features', () => {
  it('selects rows one by one or all at once, and counts them', async () => {
    const user = userEvent.setup()
    let selected: Dish[] = []
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        selectable
        toolbar={(view) => {
          selected = view.selectedRows
          return null
        }}
      />,
    )
    expect(screen.getByText('0 rows selected')).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: 'Select Tiramisu' }))
    expect(screen.getByRole('checkbox', { name: 'Select Tiramisu' })).toBeChecked()
    expect(screen.getByText('1 row selected')).toBeVisible()
    expect(selected.map(rowLabel)).toEqual(['Tiramisu'])

    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' })
    await user.click(all)
    expect(screen.getByText('4 rows selected')).toBeVisible()
    for (const dish of dishes)
      expect(screen.getByRole('checkbox', { name: `Select ${dish.name}` })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(screen.getByText('0 rows selected')).toBeVisible()
    expect(screen.getByRole('checkbox', { name: 'Select Risotto' })).not.toBeChecked()
  })

  it('shows and hides columns from the Columns menu', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <DataTable label="Dishes" data={dishes} columns={columns} getRowId={getRowId} columnMenu />,
    )
    expect(within(table()).getByRole('columnheader', { name: /Course/ })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const course = await screen.findByRole('checkbox', { name: 'Course' })
    expect(course).toBeChecked()
    await user.click(course)
    expect(within(table()).queryByRole('columnheader', { name: /Course/ })).not.toBeInTheDocument()
    expect(bodyRows()[0]).toEqual(['Risotto', '18'])
    await user.click(screen.getByRole('checkbox', { name: 'Course' }))
    expect(within(table()).getByRole('columnheader', { name: /Course/ })).toBeVisible()
  })

  it('filters by the text under each column, and hands the shown rows to the toolbar', async () => {
    const user = userEvent.setup()
    let shown: Dish[] = []
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        columnFilters
        toolbar={(view) => {
          shown = view.rows
          return null
        }}
      />,
    )
    await user.type(screen.getByRole('searchbox', { name: 'Filter Course' }), 'MAIN')
    expect(names()).toEqual(['Risotto', 'Ossobuco'])
    await user.type(screen.getByRole('searchbox', { name: 'Filter Price' }), '24')
    expect(names()).toEqual(['Ossobuco'])
    expect(shown.map(rowLabel)).toEqual(['Ossobuco'])
    await user.clear(screen.getByRole('searchbox', { name: 'Filter Price' }))
    await user.type(screen.getByRole('searchbox', { name: 'Filter Name' }), 'zzz')
    expect(screen.getByText('No records match.')).toBeVisible()
  })

  it('sorts by a second column on shift-click, showing each column’s place', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <DataTable label="Dishes" data={dishes} columns={columns} getRowId={getRowId} />,
    )
    const header = (name: string) =>
      within(table()).getByRole('columnheader', { name: new RegExp(name) })
    await user.click(within(header('Course')).getByRole('button'))
    await user.keyboard('{Shift>}')
    await user.click(within(header('Price')).getByRole('button'))
    await user.click(within(header('Price')).getByRole('button'))
    await user.keyboard('{/Shift}')
    expect(header('Course')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Price')).toHaveTextContent('2')
    // Dessert, then Main by price high to low, then Starter.
    expect(names()).toEqual(['Tiramisu', 'Ossobuco', 'Risotto', 'Bruschetta'])
  })

  it('reports multi-column sorting to the server instead of sorting here', async () => {
    const user = userEvent.setup()
    const onSortingChange = vi.fn()
    const sorting: SortingState = [{ id: 'price', desc: false }]
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        manualSorting
        sorting={sorting}
        onSortingChange={onSortingChange}
      />,
    )
    // The server's order stands.
    expect(names()).toEqual(['Risotto', 'Bruschetta', 'Tiramisu', 'Ossobuco'])
    await user.keyboard('{Shift>}')
    await user.click(
      within(within(table()).getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    )
    await user.keyboard('{/Shift}')
    const update = onSortingChange.mock.calls[0]?.[0] as (old: SortingState) => SortingState
    expect(update(sorting)).toEqual([
      { id: 'price', desc: false },
      { id: 'name', desc: false },
    ])
  })

  it('moves collapsible columns into a detail row on narrow screens', async () => {
    mockWidth(375)
    const user = userEvent.setup()
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        rowLabel={rowLabel}
        collapseBelow={768}
      />,
    )
    expect(within(table()).queryByRole('columnheader', { name: /Course/ })).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Details of Tiramisu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const detail = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(detail).not.toBeNull()
    expect(detail).toHaveTextContent('CourseDessert')
    expect(detail).toHaveTextContent('Price9')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(detail).not.toBeInTheDocument()
  })

  it('stacks the rows as cards of labelled values on narrow screens, with select all and sort', async () => {
    mockWidth(375)
    const user = userEvent.setup()
    const carded: ColumnDef<Dish, unknown>[] = [
      { accessorKey: 'name', header: 'Name', meta: { card: 'title' } },
      ...columns.slice(1),
      { id: 'actions', header: 'Actions', meta: { card: 'footer' }, cell: () => 'Open' },
    ]
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={carded}
        getRowId={getRowId}
        rowLabel={rowLabel}
        selectable
        stackBelow={768}
      />,
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = () =>
      within(screen.getByRole('list', { name: 'Dishes' })).getAllByRole('listitem')
    expect(cards()).toHaveLength(4)
    const [first] = cards() as [HTMLElement]
    // The title without a label, the rest as label and value, the actions last.
    expect(first).toHaveTextContent(/^RisottoCourseMainPrice18Open$/)
    expect(within(first).getByRole('checkbox', { name: 'Select Risotto' })).not.toBeChecked()

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByText('4 rows selected')).toBeVisible()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price, descending')
    expect(
      cards().map((card) => within(card).getByRole('checkbox').getAttribute('aria-label')),
    ).toEqual(['Select Ossobuco', 'Select Risotto', 'Select Tiramisu', 'Select Bruschetta'])
  })

  it('sorts by one column at a time for a server that takes one (sortBy and orderBy)', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const draw = (sort: { sortBy?: 'name' | 'price'; orderBy?: 'asc' | 'desc' }) => (
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        {...serverSortProps(sort, ['name', 'price'] as const, onChange)}
      />
    )
    const { unmount } = renderWithProviders(draw({ sortBy: 'price' }))
    const header = (name: string) =>
      within(table()).getByRole('columnheader', { name: new RegExp(name) })
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.queryByText(/Shift-click/)).not.toBeInTheDocument()
    // A shift-click replaces the sort rather than adding a column.
    await user.keyboard('{Shift>}')
    await user.click(within(header('Name')).getByRole('button'))
    await user.keyboard('{/Shift}')
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'name', orderBy: undefined })
    await user.click(within(header('Price')).getByRole('button'))
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: 'price', orderBy: 'desc' })

    unmount()
    renderWithProviders(draw({ sortBy: 'price', orderBy: 'desc' }))
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending')
    await user.click(within(header('Price')).getByRole('button'))
    expect(onChange).toHaveBeenLastCalledWith({ sortBy: undefined, orderBy: undefined })
  })

  it('keeps every column in the row on wide screens', () => {
    mockWidth(1280)
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        collapseBelow={768}
      />,
    )
    expect(within(table()).getByRole('columnheader', { name: /Course/ })).toBeVisible()
    expect(screen.queryByRole('button', { name: /Details of/ })).not.toBeInTheDocument()
  })
})
