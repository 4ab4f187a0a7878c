/** The calendar's arrow buttons have no name of their own (axe: button-name). */
export const calendarLabels = { previousLabel: 'Previous month', nextLabel: 'Next month' }
