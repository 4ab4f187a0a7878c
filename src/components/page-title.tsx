import { config } from '@/lib/config'

/** Sets the document title to "<page> - <client name>" (React hoists it into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} - ${config().clientName}`}</title>
}
