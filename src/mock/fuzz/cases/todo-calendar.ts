import { calendarEndpoints, type NewEvent } from '@/contract/calendar'
import { todoEndpoints } from '@/contract/todo'
import { fuzzCases } from '../endpoint-case'

const event: NewEvent = {
  title: 'Menu photo shoot',
  start: '2030-05-01T10:00:00+02:00',
  end: '2030-05-01T12:00:00+02:00',
  url: 'https://example.com/shoot',
  allDay: false,
  extendedProps: {
    calendar: 'Business',
    guests: ['Marco Rossi'],
    location: 'Terrace',
    description: 'Bring the new plates.',
  },
}

export const todoCalendarCases = fuzzCases([
  {
    endpoint: todoEndpoints.listTasks,
    query: { q: 'knife', filter: 'important', tag: 'team', sortBy: 'title-asc' },
    free: ['q'],
  },
  {
    endpoint: todoEndpoints.addTask,
    body: {
      task: {
        title: 'Sharpen the knives',
        dueDate: '2030-05-01',
        assignee: { fullName: 'Marco Rossi', avatar: '' },
        tags: ['team', 'high'],
        description: '<p>All of them</p>',
        isCompleted: false,
        isImportant: true,
      },
    },
  },
  {
    endpoint: todoEndpoints.updateTask,
    body: {
      task: {
        id: 1,
        title: 'Sharpen the knives',
        dueDate: '2030-05-01',
        assignee: { fullName: 'Marco Rossi', avatar: '' },
        tags: ['low'],
        description: 'All of them',
        isCompleted: true,
        isDeleted: false,
        isImportant: true,
      },
    },
  },
  { endpoint: todoEndpoints.deleteTask, query: { taskId: 2 } },
  { endpoint: calendarEndpoints.listEvents, query: { calendars: ['Business', 'Family'] } },
  { endpoint: calendarEndpoints.addEvent, body: { event } },
  { endpoint: calendarEndpoints.updateEvent, body: { event: { id: 1, ...event } } },
  { endpoint: calendarEndpoints.removeEvent, query: { id: 2 } },
])
