import '@/components/styles/full-styles'
import { Badge, Table, type TableProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'

interface Booking {
  guest: string
  table: string
  /** Where the table stands, named `tables.areas.<area>`. */
  area: 'terrace' | 'window' | 'garden' | 'bar' | 'main'
  time: string
  covers: number
  status: 'seated' | 'booked' | 'waiting' | 'cancelled'
}

/** Tonight's bookings: sample guests, tables and times. */
const bookings: Booking[] = [
  { guest: 'Rosa Ricci', table: 'T4', area: 'terrace', time: '19:00', covers: 2, status: 'seated' },
  {
    guest: 'Henri Moreau',
    table: 'T12',
    area: 'window',
    time: '19:30',
    covers: 4,
    status: 'booked',
  },
  {
    guest: 'Klara Weber',
    table: 'T7',
    area: 'garden',
    time: '20:00',
    covers: 6,
    status: 'waiting',
  },
  {
    guest: 'Bruno Caruso',
    table: 'T2',
    area: 'bar',
    time: '20:15',
    covers: 1,
    status: 'cancelled',
  },
  { guest: 'Yara Vidal', table: 'T9', area: 'main', time: '20:45', covers: 3, status: 'booked' },
]

const statusColors: Record<Booking['status'], string> = {
  seated: 'green',
  booked: 'blue',
  waiting: 'orange',
  cancelled: 'gray',
}

/** Extra columns for the wide table that scrolls on its own, each named `tables.columns.<key>`. */
const wideColumns = ['phone', 'occasion', 'allergies', 'server', 'deposit'] as const
/** The guest details in the wide table's extra columns: sample values. */
const guestDetails = { phone: '+39 333 120 4410', server: 'Luca N.', deposit: '$20.00' }

function BookingsTable({
  label,
  wide = false,
  ...props
}: { label: string; wide?: boolean } & TableProps) {
  const { t } = useTranslation('gallery')
  const details: Record<(typeof wideColumns)[number], string> = {
    ...guestDetails,
    occasion: t('tables.values.birthday'),
    allergies: t('tables.values.nuts'),
  }
  return (
    <Table {...props}>
      <Table.Caption>{label}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tables.columns.guest')}</Table.Th>
          <Table.Th>{t('tables.columns.table')}</Table.Th>
          <Table.Th>{t('tables.columns.time')}</Table.Th>
          <Table.Th ta="end">{t('tables.columns.covers')}</Table.Th>
          <Table.Th>{t('tables.columns.status')}</Table.Th>
          {wide &&
            wideColumns.map((column) => (
              <Table.Th key={column}>{t(`tables.columns.${column}`)}</Table.Th>
            ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings.map((booking) => (
          <Table.Tr key={booking.guest}>
            <Table.Td fw={600}>{booking.guest}</Table.Td>
            <Table.Td>
              {t('tables.place', { table: booking.table, area: t(`tables.areas.${booking.area}`) })}
            </Table.Td>
            <Table.Td>{booking.time}</Table.Td>
            <Table.Td ta="end">{booking.covers}</Table.Td>
            <Table.Td>
              {/* As wide as its word: the table scrolls sideways rather than cut it. */}
              <Badge
                variant="dot"
                color={statusColors[booking.status]}
                tt="none"
                radius="sm"
                miw="max-content"
              >
                {t(`tables.statuses.${booking.status}`)}
              </Badge>
            </Table.Td>
            {wide &&
              wideColumns.map((column) => (
                <Table.Td key={column} style={{ whiteSpace: 'nowrap' }}>
                  {details[column]}
                </Table.Td>
              ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/**
 * A table's own sideways scroller. It takes the keyboard focus (named after
 * the table), so someone without a mouse can scroll it too.
 */
function ScrollBox({
  minWidth,
  label,
  children,
}: {
  minWidth: number
  label: string
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  )
}

/** /tables/basic: Mantine's plain table in its styles, for small fixed lists. */
export function BasicTablesDemo() {
  const { t } = useTranslation('gallery')
  return (
    <GalleryPage page="tables" description={t('tables.description')}>
      <DemoSection
        title={t('tables.basic.title')}
        usage="<Table><Table.Caption>…</Table.Caption><Table.Thead>…</Table.Thead></Table>"
        note={t('tables.basic.note')}
      >
        <ScrollBox minWidth={520} label={t('tables.basic.label')}>
          <BookingsTable label={t('tables.basic.label')} />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title={t('tables.striped.title')}
        usage="<Table striped>"
        note={t('tables.striped.note')}
      >
        <ScrollBox minWidth={520} label={t('tables.striped.label')}>
          <BookingsTable label={t('tables.striped.label')} striped />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title={t('tables.bordered.title')}
        usage="<Table withTableBorder withColumnBorders>"
        note={t('tables.bordered.note')}
      >
        <ScrollBox minWidth={520} label={t('tables.bordered.label')}>
          <BookingsTable label={t('tables.bordered.label')} withTableBorder withColumnBorders />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title={t('tables.hover.title')}
        usage="<Table highlightOnHover>"
        note={t('tables.hover.note')}
      >
        <ScrollBox minWidth={520} label={t('tables.hover.label')}>
          <BookingsTable label={t('tables.hover.label')} highlightOnHover />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title={t('tables.small.title')}
        usage={'<Table verticalSpacing={4} horizontalSpacing="xs" fz="xs">'}
        note={t('tables.small.note')}
      >
        <ScrollBox minWidth={440} label={t('tables.small.label')}>
          <BookingsTable
            label={t('tables.small.label')}
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz="xs"
            striped
          />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title={t('tables.responsive.title')}
        usage="<Table.ScrollContainer minWidth={960}><Table>…</Table></ScrollBox>"
        note={t('tables.responsive.note')}
      >
        <ScrollBox minWidth={960} label={t('tables.responsive.label')}>
          <BookingsTable label={t('tables.responsive.label')} wide striped highlightOnHover />
        </ScrollBox>
      </DemoSection>
    </GalleryPage>
  )
}
