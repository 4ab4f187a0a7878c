import '@/components/styles/full-styles'
import { Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
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

const pagerSizes = ['xs', 'md', 'lg'] as const

const pageSlice = <T,>(items: T[], page: number, perPage: number) =>
  items.slice((page - 1) * perPage, page * perPage)

/** Names for a pager's buttons: "Page 2", "Next page". */
function usePageLabels() {
  const { t } = useTranslation('galleryComponents')
  return {
    getItemProps: (page: number) => ({ 'aria-label': t('pagination.page', { page }) }),
    getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
      'aria-label': t(`pagination.controls.${control}`),
    }),
  }
}

function ReservationTable({ rows, caption }: { rows: typeof reservations; caption: string }) {
  const { t } = useTranslation('galleryComponents')
  return (
    <Table striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('pagination.columns.booking')}</Table.Th>
          <Table.Th>{t('pagination.columns.guest')}</Table.Th>
          <Table.Th>{t('pagination.columns.time')}</Table.Th>
          <Table.Th>{t('pagination.columns.party')}</Table.Th>
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
  const { t } = useTranslation('galleryComponents')
  const pageLabels = usePageLabels()
  const [page, setPage] = useState(1)
  const [tablePage, setTablePage] = useState(1)
  const [perPage, setPerPage] = useState(10)
  const [sizedPage, setSizedPage] = useState(3)
  const perPageBasic = 5
  const pages = Math.ceil(reservations.length / perPageBasic)
  return (
    <GalleryPage page="pagination" description={t('pagination.description')}>
      <DemoSection
        title={t('pagination.basic.title')}
        usage={'<Pagination total={pages} value={page} onChange={setPage} />'}
        note={t('pagination.basic.note')}
      >
        <Stack gap="sm">
          <ReservationTable
            rows={pageSlice(reservations, page, perPageBasic)}
            caption={t('pagination.basic.caption', { page, pages })}
          />
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            aria-label={t('pagination.basic.label')}
            {...pageLabels}
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('pagination.dataTable.title')}
        usage={'<DataTable paging={{ page, perPage, total, onPageChange, onPerPageChange }} />'}
        note={t('pagination.dataTable.note')}
      >
        <Stack gap={0}>
          <ReservationTable
            rows={pageSlice(reservations, tablePage, perPage)}
            caption={t('pagination.dataTable.caption')}
          />
          <DataTablePagination
            label={t('pagination.dataTable.label')}
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
        title={t('pagination.edges.title')}
        usage={'<Pagination withEdges siblings={2} size="lg" />'}
        note={t('pagination.edges.note')}
      >
        <Stack gap="md">
          {pagerSizes.map((size) => (
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
                aria-label={t('pagination.edges.label', { size })}
                {...pageLabels}
              />
            </Group>
          ))}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('pagination.edges.current', { page: sizedPage, pages: 20 })}
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('pagination.round.title')}
        usage={'<Pagination radius="xl" color="grape" />'}
      >
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          radius="xl"
          color="grape"
          aria-label={t('pagination.round.label')}
          {...pageLabels}
        />
      </DemoSection>
    </GalleryPage>
  )
}
