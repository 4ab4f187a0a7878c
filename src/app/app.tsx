import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createQueryClient } from '@/lib/query-client'
import { onDataChange, refreshForTables } from './mock-data-sync'
import { Providers } from './providers'
import { createAppRouter } from './router'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createAppRouter(queryClient))
  // Another tab changed the sample data (src/mock/host.ts): what shows it refetches.
  useEffect(() => onDataChange((tables) => refreshForTables(queryClient, tables)), [queryClient])
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
