import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core'
import { IconChevronRight, IconHome } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { DemoSection, GalleryPage } from '../demo'

interface Crumb {
  label: string
  to: string
  icon?: ReactNode
}

/** The trail to the current page: every step but the last is a real link; the last is the page itself. */
function Trail({
  name,
  crumbs,
  current,
  separator,
}: {
  name: string
  crumbs: Crumb[]
  current: string
  separator?: ReactNode
}) {
  return (
    <nav aria-label={name}>
      <Breadcrumbs separator={separator} separatorMargin="xs">
        {crumbs.map((crumb) => (
          <Anchor
            key={crumb.to}
            component={Link}
            to={crumb.to}
            size="sm"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            {crumb.icon}
            {crumb.label}
          </Anchor>
        ))}
        <Text size="sm" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  )
}

const home: Crumb = { label: 'Home', to: '/' }

/** Breadcrumbs: where the page sits, with a link back to every level above. */
export function BreadcrumbsDemo() {
  return (
    <GalleryPage
      title="Breadcrumbs"
      description="Where the current page sits in the app, with a link back to every level above it."
    >
      <DemoSection
        title="Basic"
        usage={'<nav aria-label="Breadcrumb"><Breadcrumbs><Anchor component={Link} to="/">…'}
        note="Wrap the trail in a named nav; the last step is the page itself, marked aria-current, not a link."
      >
        <Stack gap="sm">
          <Trail name="Breadcrumb, invoices" crumbs={[home]} current="Invoices" />
          <Trail
            name="Breadcrumb, invoice list"
            crumbs={[home, { label: 'Invoices', to: '/apps/invoice/list' }]}
            current="Invoice #4987"
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title="Separators"
        usage={'<Breadcrumbs separator={<IconChevronRight size={14} />}>'}
        note="The separator is decoration; a chevron icon turns around in right-to-left layouts."
      >
        <Stack gap="sm">
          {[
            { key: 'slash', separator: '/' },
            {
              key: 'chevron',
              separator: <IconChevronRight size={14} className="mantine-rotate-rtl" aria-hidden />,
            },
            { key: 'dot', separator: '·' },
          ].map(({ key, separator }) => (
            <Trail
              key={key}
              name={`Breadcrumb with ${key} separator`}
              separator={separator}
              crumbs={[home, { label: 'Components', to: '/components/alerts' }]}
              current="Breadcrumbs"
            />
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title="With icons"
        usage={'<Anchor component={Link} to="/"><IconHome size={14} /> Home</Anchor>'}
        note="An icon for the first step helps on a crowded page; keep the word next to it."
      >
        <Trail
          name="Breadcrumb with icons"
          separator={<IconChevronRight size={14} className="mantine-rotate-rtl" aria-hidden />}
          crumbs={[
            { ...home, icon: <IconHome size={14} aria-hidden /> },
            { label: 'Users', to: '/apps/user/list' },
          ]}
          current="Staff member"
        />
      </DemoSection>
    </GalleryPage>
  )
}
