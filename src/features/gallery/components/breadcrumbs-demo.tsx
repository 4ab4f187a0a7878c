import '@/components/styles/full-styles'
import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core'
import { IconChevronRight, IconHome } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
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

/** The separators shown, each named `breadcrumbs.separators.<key>`. */
const separators = [
  { key: 'slash', separator: '/' },
  {
    key: 'chevron',
    separator: <IconChevronRight size={14} className="mantine-rotate-rtl" aria-hidden />,
  },
  { key: 'dot', separator: '·' },
] as const

/** Breadcrumbs: where the page sits, with a link back to every level above. */
export function BreadcrumbsDemo() {
  const { t } = useTranslation('galleryComponents')
  const home: Crumb = { label: t('breadcrumbs.home'), to: '/' }
  const invoices: Crumb = { label: t('breadcrumbs.invoices'), to: '/apps/invoice/list' }
  return (
    <GalleryPage page="breadcrumbs" description={t('breadcrumbs.description')}>
      <DemoSection
        title={t('breadcrumbs.basic.title')}
        usage={'<nav aria-label="Breadcrumb"><Breadcrumbs><Anchor component={Link} to="/">…'}
        note={t('breadcrumbs.basic.note')}
      >
        <Stack gap="sm">
          <Trail
            name={t('breadcrumbs.basic.invoicesTrail')}
            crumbs={[home]}
            current={invoices.label}
          />
          <Trail
            name={t('breadcrumbs.basic.invoiceTrail')}
            crumbs={[home, invoices]}
            current={t('breadcrumbs.basic.invoice', { number: 4987 })}
          />
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('breadcrumbs.separators.title')}
        usage={'<Breadcrumbs separator={<IconChevronRight size={14} />}>'}
        note={t('breadcrumbs.separators.note')}
      >
        <Stack gap="sm">
          {separators.map(({ key, separator }) => (
            <Trail
              key={key}
              name={t(`breadcrumbs.separators.${key}`)}
              separator={separator}
              crumbs={[home, { label: t('breadcrumbs.components'), to: '/components/alerts' }]}
              current={t('breadcrumbs.breadcrumbs')}
            />
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('breadcrumbs.icons.title')}
        usage={'<Anchor component={Link} to="/"><IconHome size={14} /> Home</Anchor>'}
        note={t('breadcrumbs.icons.note')}
      >
        <Trail
          name={t('breadcrumbs.icons.trail')}
          separator={<IconChevronRight size={14} className="mantine-rotate-rtl" aria-hidden />}
          crumbs={[
            { ...home, icon: <IconHome size={14} aria-hidden /> },
            { label: t('breadcrumbs.users'), to: '/apps/user/list' },
          ]}
          current={t('breadcrumbs.icons.staffMember')}
        />
      </DemoSection>
    </GalleryPage>
  )
}
