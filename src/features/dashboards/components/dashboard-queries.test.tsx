import { screen } from '@testing-library/react'
import { renderPage } from '@/test/render-page'
import { AnalyticsDashboardPage, analyticsDashboardQueries } from './analytics-dashboard-page'
import { EcommerceDashboardPage, ecommerceDashboardQueries } from './ecommerce-dashboard-page'

const keysOf = (queries: readonly { queryKey: readonly unknown[] }[]) =>
  queries.map((query) => JSON.stringify(query.queryKey)).sort()

// A dashboard's route asks for its cards' data on a first visit (src/app/calls-beside-first-screen.ts):
// the list it asks for is what the cards ask for, no more, no less.
describe.each([
  ['analytics', AnalyticsDashboardPage, analyticsDashboardQueries],
  ['e-commerce', EcommerceDashboardPage, ecommerceDashboardQueries],
])('the %s dashboard', (_name, Page, queries) => {
  it('names the queries its cards ask for', async () => {
    const { queryClient } = await renderPage(<Page />)
    await screen.findAllByRole('heading', { level: 2 })
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.queryKey[0] === 'dashboards')
    expect(keysOf(asked)).toEqual(keysOf(queries))
  })
})
