import { Badge, Table, type TableProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { DemoSection, GalleryPage } from '../demo'

interface Booking {
  guest: string
  table: string
  time: string
  covers: number
  status: 'Seated' | 'Booked' | 'Waiting' | 'Cancelled'
}

const bookings: Booking[] = [
  { guest: 'Rosa Ricci', table: 'T4 · Terrace', time: '19:00', covers: 2, status: 'Seated' },
  { guest: 'Henri Moreau', table: 'T12 · Window', time: '19:30', covers: 4, status: 'Booked' },
  { guest: 'Klara Weber', table: 'T7 · Garden', time: '20:00', covers: 6, status: 'Waiting' },
  { guest: 'Bruno Caruso', table: 'T2 · Bar', time: '20:15', covers: 1, status: 'Cancelled' },
  { guest: 'Yara Vidal', table: 'T9 · Main room', time: '20:45', covers: 3, status: 'Booked' },
]

const statusColors: Record<Booking['status'], string> = {
  Seated: 'green',
  Booked: 'blue',
  Waiting: 'orange',
  Cancelled: 'gray',
}

/** Extra columns for the wide table that scrolls on its own. */
const wideColumns = ['Phone', 'Occasion', 'Allergies', 'Server', 'Deposit'] as const
const wideValues = ['+39 333 120 4410', 'Birthday', 'Nuts', 'Luca N.', '$20.00']

function BookingsTable({
  label,
  wide = false,
  ...props
}: { label: string; wide?: boolean } & TableProps) {
  return (
    <Table {...props}>
      <Table.Caption>{label}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Guest</Table.Th>
          <Table.Th>Table</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th ta="end">Covers</Table.Th>
          <Table.Th>Status</Table.Th>
          {wide && wideColumns.map((column) => <Table.Th key={column}>{column}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bookings.map((booking) => (
          <Table.Tr key={booking.guest}>
            <Table.Td fw={600}>{booking.guest}</Table.Td>
            <Table.Td>{booking.table}</Table.Td>
            <Table.Td>{booking.time}</Table.Td>
            <Table.Td ta="end">{booking.covers}</Table.Td>
            <Table.Td>
              <Badge variant="dot" color={statusColors[booking.status]} tt="none" radius="sm">
                {booking.status}
              </Badge>
            </Table.Td>
            {wide &&
              wideValues.map((value, index) => (
                <Table.Td key={wideColumns[index]} style={{ whiteSpace: 'nowrap' }}>
                  {value}
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
  return (
    <GalleryPage
      page="tables"
      description="Plain styled tables for short, fixed lists such as tonight's bookings. For sorting, filtering, paging or thousands of rows, use the data table."
    >
      <DemoSection
        title="Basic"
        usage="<Table><Table.Caption>…</Table.Caption><Table.Thead>…</Table.Thead></Table>"
        note="A caption names the table for everyone, screen readers too."
      >
        <ScrollBox minWidth={520} label="Tonight's bookings">
          <BookingsTable label="Tonight's bookings" />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title="Striped"
        usage="<Table striped>"
        note="Alternate row shading helps the eye follow a long row."
      >
        <ScrollBox minWidth={520} label="Bookings, striped rows">
          <BookingsTable label="Bookings, striped rows" striped />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title="Bordered"
        usage="<Table withTableBorder withColumnBorders>"
        note="Borders suit dense figures that are read across and down."
      >
        <ScrollBox minWidth={520} label="Bookings, bordered">
          <BookingsTable label="Bookings, bordered" withTableBorder withColumnBorders />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title="Hover"
        usage="<Table highlightOnHover>"
        note="Highlights the row under the pointer, for tables whose rows are acted on."
      >
        <ScrollBox minWidth={520} label="Bookings, rows highlighted on hover">
          <BookingsTable label="Bookings, rows highlighted on hover" highlightOnHover />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title="Small"
        usage={'<Table verticalSpacing={4} horizontalSpacing="xs" fz="xs">'}
        note="Compact rows fit more on screen, for side panels and print."
      >
        <ScrollBox minWidth={440} label="Bookings, compact">
          <BookingsTable
            label="Bookings, compact"
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz="xs"
            striped
          />
        </ScrollBox>
      </DemoSection>
      <DemoSection
        title="Responsive"
        usage="<Table.ScrollContainer minWidth={960}><Table>…</Table></ScrollBox>"
        note="A wide table scrolls sideways inside its own box, so the page never does."
      >
        <ScrollBox minWidth={960} label="Bookings with guest details">
          <BookingsTable label="Bookings with guest details" wide striped highlightOnHover />
        </ScrollBox>
      </DemoSection>
    </GalleryPage>
  )
}
