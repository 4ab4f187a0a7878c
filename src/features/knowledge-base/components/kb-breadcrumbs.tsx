import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'

/** Where an address sits in the knowledge base; the last crumb is the current page. */
export function KbBreadcrumbs({
  trail,
  current,
}: {
  trail: readonly { label: string; to: string }[]
  current: string
}) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/pages/knowledge-base" size="sm">
          Knowledge base
        </Anchor>
        {trail.map(({ label, to }) => (
          <Anchor key={to} component={Link} to={to} size="sm">
            {label}
          </Anchor>
        ))}
        <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}
