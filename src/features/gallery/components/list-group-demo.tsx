import { Badge, Checkbox, Group, NavLink, Paper, Stack, Text } from '@mantine/core'
import { IconArmchair, IconChevronRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'

const tables = [
  { name: 'Table 1', seats: 2, state: 'Free', color: 'green' },
  { name: 'Table 4', seats: 4, state: 'Seated', color: 'blue' },
  { name: 'Table 7', seats: 4, state: 'Waiting', color: 'brand' },
  { name: 'Table 12', seats: 6, state: 'Reserved', color: 'grape' },
  { name: 'Terrace 2', seats: 8, state: 'Closed', color: 'gray' },
] as const

const checklist = [
  'Chairs wiped',
  'Cutlery polished',
  'Menus in place',
  'Candles lit',
  'Water jugs filled',
]

/** List group: a bordered list of items, each a row; selectable or with actions. */
export function ListGroupDemo() {
  const [selected, setSelected] = useState('Table 4')
  const [done, setDone] = useState<string[]>(['Chairs wiped'])
  const chosen = tables.find((table) => table.name === selected)
  return (
    <GalleryPage
      title="List group"
      description="A bordered list of rows: plain, with badges, selectable or with check boxes."
    >
      <DemoSection
        title="Basic"
        usage={'<Paper withBorder><Stack gap={0}>…</Stack></Paper>'}
        note="A plain list of short items, one per row."
      >
        <Paper withBorder maw={420} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {['Bread and olive oil', 'Soup of the day', 'Antipasti platter', 'Arancini'].map(
            (item, index) => (
              <Text
                key={item}
                component="li"
                px="md"
                py="sm"
                size="sm"
                style={
                  index > 0
                    ? { borderTop: '1px solid var(--mantine-color-default-border)' }
                    : undefined
                }
              >
                {item}
              </Text>
            ),
          )}
        </Paper>
      </DemoSection>

      <DemoSection
        title="Selectable, with badges"
        usage={'<NavLink component="button" active={selected} aria-pressed={selected} />'}
        note="Click or press Enter on a row to pick it; the chosen row is highlighted and pressed."
      >
        <Group align="flex-start" gap="lg">
          <Paper withBorder maw={420} w="100%" role="group" aria-label="Tables">
            {tables.map((table) => (
              <NavLink
                key={table.name}
                component="button"
                type="button"
                label={table.name}
                description={`${table.seats} seats`}
                leftSection={<IconArmchair size={18} aria-hidden />}
                rightSection={
                  <Badge color={table.color} variant="light">
                    {table.state}
                  </Badge>
                }
                active={table.name === selected}
                aria-pressed={table.name === selected}
                // Mantine's NavLink only styles `disabled`; the button must also say it and ignore clicks.
                disabled={table.state === 'Closed'}
                aria-disabled={table.state === 'Closed' || undefined}
                onClick={() => table.state !== 'Closed' && setSelected(table.name)}
              />
            ))}
          </Paper>
          <Text size="sm" aria-live="polite">
            Selected:{' '}
            {chosen
              ? `${chosen.name}, ${chosen.seats} seats, ${chosen.state.toLowerCase()}`
              : 'none'}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title="With check boxes"
        usage={'<Checkbox label="…" checked={…} onChange={…} />'}
        note="For a list people tick off; the count updates as they go."
      >
        <Stack gap="xs" maw={420}>
          <Paper withBorder p="xs">
            <Stack gap={0}>
              {checklist.map((item) => (
                <Checkbox
                  key={item}
                  label={item}
                  p="xs"
                  checked={done.includes(item)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked
                    setDone((items) =>
                      checked ? [...items, item] : items.filter((i) => i !== item),
                    )
                  }}
                />
              ))}
            </Stack>
          </Paper>
          <Text size="sm" c="dimmed" aria-live="polite">
            {done.length} of {checklist.length} done before doors open
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title="Links"
        usage={'<NavLink component={Link} to="…" label="…" rightSection={<IconChevronRight />} />'}
        note="Rows that lead somewhere else carry a chevron."
      >
        <Paper withBorder maw={420}>
          {[
            { label: 'Reservations calendar', href: '/apps/calendar' },
            { label: 'Invoices', href: '/apps/invoice/list' },
            { label: 'Staff', href: '/apps/user/list' },
          ].map((link) => (
            <NavLink
              key={link.href}
              component={Link}
              to={link.href}
              label={link.label}
              rightSection={
                <IconChevronRight size={16} className="mantine-rotate-rtl" aria-hidden />
              }
            />
          ))}
        </Paper>
      </DemoSection>
    </GalleryPage>
  )
}
