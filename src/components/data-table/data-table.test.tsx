import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { renderWithProviders } from '@/test/render'
import { DataTable, VIRTUALIZE_ABOVE } from './data-table'

interface Dish {
  id: number
  name: string
  price: number
}

const columns: ColumnDef<Dish, unknown>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'price', header: 'Price' },
]
const dishes: Dish[] = [
  { id: 1, name: 'Risotto', price: 18 },
  { id: 2, name: 'Bruschetta', price: 7 },
  { id: 3, name: 'Tiramisu', price: 9 },
]
const getRowId = (dish: Dish) => String(dish.id)

function bodyRows() {
  const [, ...rows] = within(screen.getByRole('table', { name: 'Dishes' })).getAllByRole('row')
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  )
}

describe('DataTable', () => {
  it('shows the rows, and sorts by a column through its header button', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <DataTable label="Dishes" data={dishes} columns={columns} getRowId={getRowId} />,
    )
    expect(bodyRows().map(([name]) => name)).toEqual(['Risotto', 'Bruschetta', 'Tiramisu'])

    const price = screen.getByRole('columnheader', { name: /Price/ })
    expect(price).not.toHaveAttribute('aria-sort')
    await user.click(within(price).getByRole('button'))
    expect(price).toHaveAttribute('aria-sort', 'ascending')
    expect(bodyRows().map(([, p]) => p)).toEqual(['7', '9', '18'])
    await user.click(within(price).getByRole('button'))
    expect(price).toHaveAttribute('aria-sort', 'descending')
    expect(bodyRows().map(([, p]) => p)).toEqual(['18', '9', '7'])
  })

  it('says when there is nothing to show, and shows skeletons while loading', () => {
    const { unmount } = renderWithProviders(
      <DataTable
        label="Dishes"
        data={[]}
        columns={columns}
        getRowId={getRowId}
        empty="No dishes"
      />,
    )
    expect(screen.getByText('No dishes')).toBeVisible()
    unmount()
    renderWithProviders(
      <DataTable label="Dishes" data={[]} columns={columns} getRowId={getRowId} loading />,
    )
    expect(screen.queryByText('No dishes')).not.toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Dishes' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    )
  })

  it('draws no page range under an empty list, so nothing says "Showing 0 to 0 of 0"', () => {
    const paging = { page: 1, perPage: 10, onPageChange: vi.fn(), onPerPageChange: vi.fn() }
    const { unmount } = renderWithProviders(
      <DataTable
        label="Dishes"
        data={[]}
        columns={columns}
        getRowId={getRowId}
        empty="No dishes"
        paging={{ ...paging, total: 0 }}
      />,
    )
    expect(screen.getByText('No dishes')).toBeVisible()
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Dishes pages' })).not.toBeInTheDocument()
    unmount()
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={[]}
        columns={columns}
        getRowId={getRowId}
        paging={{ ...paging, page: 3, total: 12 }}
      />,
    )
    // Past the end of a list that has rows: the pages stay, to go back.
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeVisible()
  })

  it('pages on the server: range text, page buttons and page size', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    const onPerPageChange = vi.fn()
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={dishes}
        columns={columns}
        getRowId={getRowId}
        paging={{ page: 2, perPage: 10, total: 53, onPageChange, onPerPageChange }}
      />,
    )
    expect(screen.getByText('Showing 11 to 20 of 53')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    expect(onPerPageChange).toHaveBeenCalledWith(25)
  })

  it('marks the current page, shortens a long run of pages, and stops at either end', async () => {
    const user = userEvent.setup()
    function Paged() {
      const [page, setPage] = useState(1)
      const paging = {
        page,
        perPage: 10,
        total: 200,
        onPageChange: setPage,
        onPerPageChange: vi.fn(),
      }
      return (
        <DataTable
          label="Dishes"
          data={dishes}
          columns={columns}
          getRowId={getRowId}
          paging={paging}
        />
      )
    }
    renderWithProviders(<Paged />)
    const pageButtons = () =>
      screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)
    const current = () => screen.getByRole('button', { current: 'page' })
    // 20 pages: the first five and the last, the rest left out between.
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '20'])
    expect(current()).toHaveAccessibleName('Page 1')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(current()).toHaveAccessibleName('Page 2')
    await user.click(screen.getByRole('button', { name: 'Page 5' }))
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '20'])
    await user.click(screen.getByRole('button', { name: 'Page 20' }))
    expect(pageButtons()).toEqual(['1', '16', '17', '18', '19', '20'])
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    expect(current()).toHaveAccessibleName('Page 19')
  })

  it('says the range is loading, not "0 to 0 of 0", until the first page has come', () => {
    renderWithProviders(
      <DataTable
        label="Dishes"
        data={[]}
        columns={columns}
        getRowId={getRowId}
        loading
        paging={{ page: 1, perPage: 10, total: 0, onPageChange: vi.fn(), onPerPageChange: vi.fn() }}
      />,
    )
    expect(screen.getByText('Loading…')).toBeVisible()
    expect(screen.queryByText(/^Showing/)).toBeNull()
  })

  it('keeps only a window of rows in the DOM when there are thousands', async () => {
    const many = Array.from({ length: 5000 }, (_, index) => ({
      id: index + 1,
      name: `Dish ${index + 1}`,
      price: index,
    }))
    renderWithProviders(
      <DataTable label="Dishes" data={many} columns={columns} getRowId={getRowId} />,
    )
    expect(many.length).toBeGreaterThan(VIRTUALIZE_ABOVE)
    // The virtualised body's code comes after the first draw.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Dishes' })).toHaveAttribute(
        'aria-rowcount',
        '5001',
      ),
    )
    expect(screen.getAllByRole('row').length).toBeLessThan(100)
  })
})
