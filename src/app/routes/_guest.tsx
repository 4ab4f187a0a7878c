import { createFileRoute, Outlet } from '@tanstack/react-router'
import { redirectSignedIn } from '../guards'

export const Route = createFileRoute('/_guest')({
  beforeLoad: redirectSignedIn,
  component: Outlet,
})
