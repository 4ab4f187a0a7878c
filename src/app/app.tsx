import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { MOCK_DATA_CHANGED_EVENT } from '@/contract/mock-data-events'
import { refreshSessionUser } from '@/lib/session-check'
import { createQueryClient } from '@/lib/query-client'
import { Providers } from './providers'
import { createAppRouter } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  useEffect(() => {
    // Another tab changed the sample data (src/mock/persistent-db.ts): what is on screen refetches.
    const refetch = () => {
      void queryClient.invalidateQueries()
      // The navbar's cart count comes with the user until the cart itself is loaded.
      refreshSessionUser().catch(() => {})
    }
    window.addEventListener(MOCK_DATA_CHANGED_EVENT, refetch)
    return () => window.removeEventListener(MOCK_DATA_CHANGED_EVENT, refetch)
  }, [queryClient])
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
