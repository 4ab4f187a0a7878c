import { fuzzEndpoints, totals } from './fuzz-kit'

const event = {
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

describe('fuzzing the Todo and Calendar endpoints', () => {
  fuzzEndpoints([
    {
      request: {
        method: 'GET',
        path: '/apps/todo/tasks?q=knife&filter=important&tag=team&sortBy=title-asc',
      },
      free: ['q'],
    },
    {
      request: {
        method: 'POST',
        path: '/apps/todo/add-tasks',
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
    },
    {
      request: {
        method: 'POST',
        path: '/apps/todo/update-task',
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
    },
    { request: { method: 'DELETE', path: '/apps/todo/delete-task?taskId=2' } },
    {
      request: { method: 'GET', path: '/apps/calendar/events?calendars=Business&calendars=Family' },
    },
    { request: { method: 'POST', path: '/apps/calendar/add-event', body: { event } } },
    {
      request: {
        method: 'POST',
        path: '/apps/calendar/update-event',
        body: { event: { id: 1, ...event } },
      },
    },
    { request: { method: 'DELETE', path: '/apps/calendar/remove-event?id=2' } },
  ])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(300)
    expect(totals.rejected).toBeGreaterThan(200)
  })
})
