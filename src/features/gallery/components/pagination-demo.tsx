import { Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { DataTablePagination } from '@/components/data-table/data-table-pagination'
import { DemoSection, GalleryPage } from '../demo'

const guests = [
  'Anna Weber',
  'Thomas Keller',
  'Léa Martin',
  'João Silva',
  'Emma Schulz',
  'Lucas Bernard',
  'Mia Fischer',
  'Hugo Petit',
  'Ana Costa',
  'Noah Wagner',
  'Chloé Dubois',
  'Pedro Santos',
  'Lena Becker',
  'Louis Moreau',
  'Sara Almeida',
  'Paul Hoffmann',
  'Inès Laurent',
  'Rui Pereira',
  'Marie Koch',
  'Jules Girard',
  'Beatriz Rocha',
  'Felix Richter',
  'Camille Roux',
  'Tiago Lopes',
  'Hannah Klein',
  'Nathan Fournier',
  'Marta Carvalho',
]
/** A day of reservations: a guest, a time between 12:00 and 22:00 and a party size. */
const reservations = guests.map((guest, index) => ({
  id: 1040 + index,
  guest,
  time: `${String(12 + Math.floor((index * 5) / 14)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
  party: 2 + ((index * 3) % 6),
}))

const pageSlice = <T,>(items: T[], page: number, perPage: number) =>
  items.slice((page - 1) * perPage, page * perPage)

const pageLabels = {
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
  getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
    'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
  }),
}

function ReservationTable({ rows, caption }: { rows: typeof reservations; caption: string }) {
  return (
    <Table striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Booking</Table.Th>
          <Table.Th>Guest</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>Party</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>#{row.id}</Table.Td>
            <Table.Td>{row.guest}</Table.Td>
            <Table.Td>{row.time}</Table.Td>
            <Table.Td>{row.party}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** Pagination: Mantine's Pagination, and the data table's pager built on it. */
export function PaginationDemo() {
  const [page, setPage] = useState(1)
  const [tablePage, setTablePage] = useState(1)
  const [perPage, setPerPage] = useState(10)
  const [sizedPage, setSizedPage] = useState(3)
  const perPageBasic = 5
  const pages = Math.ceil(reservations.length / perPageBasic)
  return (
    <GalleryPage
      title="Pagination"
      description="Splits a long list into pages. In the apps, the page number lives in the address, so a page can be shared and comes back after a reload."
    >
      <DemoSection
        title="Basic"
        usage={'<Pagination total={pages} value={page} onChange={setPage} />'}
        note="Every button has a name (Page 2, Next page); the current page is marked."
      >
        <Stack gap="sm">
          <ReservationTable
            rows={pageSlice(reservations, page, perPageBasic)}
            caption={`Reservations, page ${page} of ${pages}`}
          />
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            aria-label="Reservation pages"
            {...pageLabels}
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title="The data table's pager"
        usage={'<DataTable paging={{ page, perPage, total, onPageChange, onPerPageChange }} />'}
        note="Every list in the apps pages with this: rows per page, the range shown and the page buttons."
      >
        <Stack gap={0}>
          <ReservationTable
            rows={pageSlice(reservations, tablePage, perPage)}
            caption="Reservations, with page size"
          />
          <DataTablePagination
            label="Reservations with page size"
            page={tablePage}
            perPage={perPage}
            total={reservations.length}
            onPageChange={setTablePage}
            onPerPageChange={(size) => {
              setPerPage(size)
              setTablePage(1)
            }}
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title="Edges, siblings and sizes"
        usage={'<Pagination withEdges siblings={2} size="lg" />'}
        note="First and last buttons help with many pages; siblings set how many numbers show around the current one."
      >
        <Stack gap="md">
          {(['xs', 'md', 'lg'] as const).map((size) => (
            <Group key={size} gap="sm">
              <Text size="sm" w={24}>
                {size}
              </Text>
              <Pagination
                size={size}
                total={20}
                value={sizedPage}
                onChange={setSizedPage}
                withEdges={size !== 'xs'}
                siblings={size === 'lg' ? 0 : 1}
                aria-label={`Pages, size ${size}`}
                {...pageLabels}
              />
            </Group>
          ))}
          <Text size="sm" c="dimmed" aria-live="polite">
            Page {sizedPage} of 20
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection title="Round and coloured" usage={'<Pagination radius="xl" color="grape" />'}>
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          radius="xl"
          color="grape"
          aria-label="Reservation pages, round"
          {...pageLabels}
        />
      </DemoSection>
    </GalleryPage>
  )
}
