import { Badge, Checkbox, Group, NavLink, Paper, Stack, Text } from '@mantine/core'
import { IconArmchair, IconChevronRight } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { DemoSection, GalleryPage } from '../demo'
import { places, type Place } from './places'

/** Each place's state tonight, and its badge colour. */
const tonight = {
  'table-1': { state: 'free', color: 'green' },
  'table-4': { state: 'seated', color: 'blue' },
  'table-7': { state: 'waiting', color: 'brand' },
  'table-12': { state: 'reserved', color: 'grape' },
  'terrace-2': { state: 'closed', color: 'gray' },
} as const satisfies Record<Place['id'], { state: string; color: string }>

const tables = places.map((place) => ({ ...place, ...tonight[place.id] }))

const starters = ['bread', 'soup', 'antipasti', 'arancini'] as const
const checklist = ['chairs', 'cutlery', 'menus', 'candles', 'water'] as const
const links = [
  { key: 'calendar', href: '/apps/calendar' },
  { key: 'invoices', href: '/apps/invoice/list' },
  { key: 'staff', href: '/apps/user/list' },
] as const

/** List group: a bordered list of items, each a row; selectable or with actions. */
export function ListGroupDemo() {
  const { t } = useTranslation('galleryComponents')
  const [selected, setSelected] = useState<Place['id']>('table-4')
  const [done, setDone] = useState<string[]>(['chairs'])
  const chosen = tables.find((table) => table.id === selected)
  const placeName = (place: Place) => t(`common.places.${place.kind}`, { number: place.number })
  return (
    <GalleryPage page="listGroup" description={t('listGroup.description')}>
      <DemoSection
        title={t('listGroup.basic.title')}
        usage={'<Paper withBorder><Stack gap={0}>…</Stack></Paper>'}
        note={t('listGroup.basic.note')}
      >
        <Paper withBorder maw={420} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {starters.map((item, index) => (
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
              {t(`listGroup.basic.items.${item}`)}
            </Text>
          ))}
        </Paper>
      </DemoSection>

      <DemoSection
        title={t('listGroup.selectable.title')}
        usage={'<NavLink component="button" active={selected} aria-pressed={selected} />'}
        note={t('listGroup.selectable.note')}
      >
        <Group align="flex-start" gap="lg">
          <Paper
            withBorder
            maw={420}
            w="100%"
            role="group"
            aria-label={t('listGroup.selectable.label')}
          >
            {tables.map((table) => (
              <NavLink
                key={table.id}
                component="button"
                type="button"
                label={placeName(table)}
                description={t('listGroup.selectable.seats', { count: table.seats })}
                leftSection={<IconArmchair size={18} aria-hidden />}
                rightSection={
                  <Badge color={table.color} variant="light">
                    {t(`listGroup.selectable.states.${table.state}`)}
                  </Badge>
                }
                active={table.id === selected}
                aria-pressed={table.id === selected}
                // Mantine's NavLink only styles `disabled`; the button must also say it and ignore clicks.
                disabled={table.state === 'closed'}
                aria-disabled={table.state === 'closed' || undefined}
                onClick={() => table.state !== 'closed' && setSelected(table.id)}
              />
            ))}
          </Paper>
          <Text size="sm" aria-live="polite">
            {chosen
              ? t('listGroup.selectable.selected', {
                  count: chosen.seats,
                  table: placeName(chosen),
                  state: t(`listGroup.selectable.states.${chosen.state}`).toLowerCase(),
                })
              : t('listGroup.selectable.none')}
          </Text>
        </Group>
      </DemoSection>

      <DemoSection
        title={t('listGroup.checklist.title')}
        usage={'<Checkbox label="…" checked={…} onChange={…} />'}
        note={t('listGroup.checklist.note')}
      >
        <Stack gap="xs" maw={420}>
          <Paper withBorder p="xs">
            <Stack gap={0}>
              {checklist.map((item) => (
                <Checkbox
                  key={item}
                  label={t(`listGroup.checklist.items.${item}`)}
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
            {t('listGroup.checklist.progress', { done: done.length, total: checklist.length })}
          </Text>
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('listGroup.links.title')}
        usage={'<NavLink component={Link} to="…" label="…" rightSection={<IconChevronRight />} />'}
        note={t('listGroup.links.note')}
      >
        <Paper withBorder maw={420}>
          {links.map((link) => (
            <NavLink
              key={link.href}
              component={Link}
              to={link.href}
              label={t(`listGroup.links.items.${link.key}`)}
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
