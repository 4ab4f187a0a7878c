import { Button, Checkbox, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from '@/lib/use-translation'
import { calendarCategories, type CalendarCategory } from '@/contract/calendar'
import { categoryColors } from './event-colors'

interface CalendarSidebarProps {
  selected: readonly CalendarCategory[]
  /** The new selection, in the filter's order. */
  onChange: (calendars: CalendarCategory[]) => void
  onAdd: () => void
}

/** "Add event" and the calendar filters: one box per category, and "View all" for all or none. */
export function CalendarSidebar({ selected, onChange, onAdd }: CalendarSidebarProps) {
  const { t } = useTranslation('calendar')
  const all = selected.length === calendarCategories.length
  const toggle = (category: CalendarCategory) =>
    onChange(
      calendarCategories.filter((c) =>
        c === category ? !selected.includes(c) : selected.includes(c),
      ),
    )
  return (
    <Stack gap="md">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd} fullWidth>
        {t('addEvent')}
      </Button>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text component="legend" size="xs" fw={600} tt="uppercase" c="dimmed" mb="xs">
          {t('calendars')}
        </Text>
        <Stack gap="sm">
          <Checkbox
            label={t('viewAll')}
            checked={all}
            indeterminate={selected.length > 0 && !all}
            onChange={() => onChange(all ? [] : [...calendarCategories])}
          />
          {calendarCategories.map((category) => (
            <Checkbox
              key={category}
              label={t(`categories.${category}`)}
              color={`${categoryColors[category].color}.${String(categoryColors[category].shade)}`}
              checked={selected.includes(category)}
              onChange={() => toggle(category)}
            />
          ))}
        </Stack>
      </fieldset>
    </Stack>
  )
}
