import { Card, Collapse, Paper, rem, Skeleton, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react'
import { useDeferredValue, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { formatGrowth } from '../format'
import classes from './card-frame.module.css'
import cardClasses from './cards.module.css'

// The card and its title are plain elements with the classes and variables Mantine's Card (with
// border, padding lg, radius md) and Title (h2 at h4's size) would give them: a dashboard draws
// a dozen cards at once, and each was eight components before its content.
const cardClass = `${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`
const cardStyle = {
  '--paper-radius': 'var(--mantine-radius-md)',
  '--card-padding': 'var(--mantine-spacing-lg)',
  height: '100%',
} as CSSProperties
const titleClass = `${Title.classes.root} mantine-Title-root`
const titleStyle = {
  '--title-fw': 'var(--mantine-h4-font-weight)',
  '--title-lh': 'var(--mantine-h4-line-height)',
  '--title-fz': 'var(--mantine-h4-font-size)',
} as CSSProperties

/**
 * A dashboard card: its title, then what the query answered, a skeleton while it loads or the
 * error with a retry. `actions` sit beside the title.
 */
export function CardFrame<T>({
  title,
  query,
  children,
  actions,
  skeletonHeight = 120,
  collapsed = false,
  bodyId,
  refreshing = false,
}: {
  title: string
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  actions?: ReactNode
  skeletonHeight?: number
  /** Hides the body (the title and actions stay). */
  collapsed?: boolean
  /** The body's id, for a collapse button's `aria-controls`. */
  bodyId?: string
  /** Shows the skeleton while a refresh refetches the query. */
  refreshing?: boolean
}) {
  // The answer is drawn in a background render that React slices, not in the synchronous update
  // a query's answer causes: nine cards answering together made one long task on a phone.
  const pending = useDeferredValue(query.isPending) || query.isPending
  const { t } = useTranslation('dashboards')
  return (
    <div className={cardClass} data-with-border data-orientation="vertical" style={cardStyle}>
      <div className={cardClasses.column}>
        <div className={classes.heading}>
          <h2 className={titleClass} data-size="h4" data-order="2" style={titleStyle}>
            {title}
          </h2>
          {actions}
        </div>
        <Body collapsible={bodyId !== undefined || collapsed} collapsed={collapsed} id={bodyId}>
          {pending || refreshing ? (
            <div
              className={classes.loading}
              aria-busy="true"
              aria-label={t('card.loading', { title })}
              role="status"
            >
              <SkeletonBar height={28} width="50%" />
              <SkeletonBar height={skeletonHeight} />
            </div>
          ) : query.isError ? (
            <QueryError
              error={query.error}
              onRetry={() => void query.refetch()}
              title={t('card.loadError', { title })}
            />
          ) : (
            children(query.data)
          )}
        </Body>
      </div>
    </div>
  )
}

/**
 * Mantine's Skeleton (visible, animated) as a plain element with its class and variables: every
 * card of a dashboard shows two while it loads, and Skeleton is two components each.
 */
function SkeletonBar({ height, width = '100%' }: { height: number; width?: string }) {
  const size = { '--skeleton-height': rem(height), '--skeleton-width': width } as CSSProperties
  return (
    <div
      className={`${Skeleton.classes.root} mantine-Skeleton-root`}
      data-visible
      data-animate
      style={size}
    />
  )
}

/**
 * The card's body: in Mantine's Collapse when a button can fold it (`bodyId`), else as it is.
 * Collapse draws itself a second time just after it mounts, which a dashboard of cards paid in
 * the task that first showed it.
 */
function Body({
  collapsible,
  collapsed,
  id,
  children,
}: {
  collapsible: boolean
  collapsed: boolean
  id?: string
  children: ReactNode
}) {
  if (!collapsible) return children
  return (
    <Collapse expanded={!collapsed} id={id}>
      {children}
    </Collapse>
  )
}

/** A change against the previous period, with an arrow (not colour alone). */
export function Growth({ percent }: { percent: number }) {
  const Arrow = percent < 0 ? IconArrowDownRight : IconArrowUpRight
  return (
    <div className={cardClasses.growth}>
      <Arrow
        size={16}
        aria-hidden
        color={`var(--mantine-color-${percent < 0 ? 'red' : 'teal'}-6)`}
      />
      <p className={cardClasses.small}>
        <bdi>{formatGrowth(percent)}</bdi>
      </p>
    </div>
  )
}

/**
 * A big figure with a caption under it. Figures and their words read in their own direction
 * (`bdi`) while the card's layout sets the alignment: in a right-to-left layout "+2.4%" and
 * "74 min" read as written, not as "2.4%+" and "min 74".
 */
export function Figure({ value, caption }: { value: string; caption?: string }) {
  return (
    <div>
      <p className={cardClasses.figure}>
        <bdi>{value}</bdi>
      </p>
      {caption ? (
        <p className={cardClasses.dimmed}>
          <bdi>{caption}</bdi>
        </p>
      ) : null}
    </div>
  )
}
