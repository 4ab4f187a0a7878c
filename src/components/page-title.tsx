import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react'
import { config } from '@/lib/config'

/** Inside the shell: replaces the page's own title for as long as the caller is mounted. */
const TitleOverride = createContext<((title: string | undefined) => void) | undefined>(undefined)

function DocumentTitle({ title }: { title: string }) {
  // React hoists a <title> into <head>; only one is ever rendered, so the browser's choice is ours.
  const { clientName } = config()
  return <title>{title ? `${title} - ${clientName}` : clientName}</title>
}

/**
 * The shell's document title: "<page> - <client name>", where the page part is the page's title
 * from the registry, unless the page names itself with `PageTitle` (a record page: "Invoice #5015").
 */
export function ShellTitle({ title, children }: { title: string; children: ReactNode }) {
  const [override, setOverride] = useState<string | undefined>(undefined)
  return (
    <TitleOverride.Provider value={setOverride}>
      <DocumentTitle title={override ?? title} />
      {children}
    </TitleOverride.Provider>
  )
}

/**
 * A page's own document title. In the shell it replaces the registry's title for the page (a
 * record's name, a chosen folder); outside it (sign-in, error pages) it is the title.
 */
export function PageTitle({ title }: { title: string }) {
  const override = useContext(TitleOverride)
  useLayoutEffect(() => {
    if (!override) return undefined
    override(title)
    return () => override(undefined)
  }, [override, title])
  return override ? null : <DocumentTitle title={title} />
}
