import type { TaskTag } from '@/contract/todo'

/** Each tag's badge colour: ones whose light badge text reaches WCAG AA in both skins. */
export const tagColors: Record<TaskTag, string> = {
  update: 'blue',
  team: 'grape',
  low: 'cyan',
  medium: 'violet',
  high: 'pink',
}
