import { useTranslation } from '@/lib/use-translation'

/** Names for the calendar's arrow buttons, which have none of their own (axe: button-name). */
export function useCalendarLabels() {
  const { t } = useTranslation('galleryForms')
  return { previousLabel: t('calendar.previous'), nextLabel: t('calendar.next') }
}
