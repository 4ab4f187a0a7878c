import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { onDataChange, refreshForTables } from './mock-data-sync'
import { Providers } from './providers'
import type { createAppRouter } from './router'

/** The app over its query client and router (made and first loaded in src/main.tsx). */
export function App({
  queryClient,
  router,
  onDrawn,
}: {
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  /** Called once the first screen is on the page. */
  onDrawn?: () => void
}) {
  // Another tab changed the sample data (src/mock/host.ts): what shows it refetches.
  useEffect(() => onDataChange((tables) => refreshForTables(queryClient, tables)), [queryClient])
  useEffect(() => onDrawn?.(), [onDrawn])
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
