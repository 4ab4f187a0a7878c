import { Group, NativeSelect, Pagination, rem, Text, UnstyledButton } from '@mantine/core'
import { usePagination } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight, IconDots } from '@tabler/icons-react'
import type { CSSProperties, ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'

/** Server-side paging: page numbers start at 1. */
export interface DataTablePaging {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  onPerPageChange: (perPage: number) => void
  pageSizes?: readonly number[]
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const

// The footer is drawn again with every page of rows. Its groups and page buttons are plain
// elements with the classes and variables Mantine's Group and Pagination (size sm) would give
// them: as Mantine components they were some forty components at each page.
const groupClass = `${Group.classes.root} mantine-Group-root`
const controlClass = `mantine-focus-auto ${Pagination.classes.control} mantine-Pagination-control ${UnstyledButton.classes.root} mantine-UnstyledButton-root`
const iconStyle = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
}

const group = (gap: string, justify: string, wrap: string) =>
  ({
    '--group-gap': gap,
    '--group-align': 'center',
    '--group-justify': justify,
    '--group-wrap': wrap,
  }) as CSSProperties

/** A page's button (`page`), or the previous or next one: Mantine's pagination control. */
function control({
  page,
  label,
  disabled = false,
  current = false,
  onClick,
  children,
}: {
  page?: number
  label: string
  disabled?: boolean
  current?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      key={page ?? label}
      type="button"
      className={disabled ? controlClass : `${controlClass} mantine-active`}
      disabled={disabled}
      data-disabled={disabled || undefined}
      data-active={current || undefined}
      data-with-padding={page !== undefined || undefined}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/**
 * "Showing 11 to 20 of 53", a page-size choice and the page buttons. While the first answer is
 * loading (`loading`) the range says so, rather than "Showing 0 to 0 of 0", which would be
 * announced as an empty list.
 */
export function DataTablePagination({
  label,
  loading = false,
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  pageSizes = DEFAULT_PAGE_SIZES,
}: DataTablePaging & { label: string; loading?: boolean }) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const current = Math.min(page, pages)
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  // Page numbers with "…" between the first, the current one's neighbours and the last.
  const { range } = usePagination({ total: pages, page: current, onChange: onPageChange })
  return (
    <div
      className={groupClass}
      style={{
        ...group('var(--mantine-spacing-sm)', 'space-between', 'wrap'),
        paddingInline: 'var(--mantine-spacing-md)',
        paddingBlock: 'var(--mantine-spacing-sm)',
      }}
    >
      <div
        className={groupClass}
        style={group('var(--mantine-spacing-xs)', 'flex-start', 'nowrap')}
      >
        <NativeSelect
          size="xs"
          aria-label={t('dataTable.rowsPerPage')}
          value={String(perPage)}
          data={pageSizes.map(String)}
          onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {loading ? t('dataTable.loading') : t('dataTable.range', { first, last, total })}
        </Text>
      </div>
      <div
        className={`${Pagination.classes.root} mantine-Pagination-root`}
        data-size="sm"
        aria-label={t('dataTable.pages', { table: label })}
        style={
          {
            '--pagination-control-size': 'var(--pagination-control-size-sm)',
            '--pagination-control-fz': 'var(--mantine-font-size-sm)',
          } as CSSProperties
        }
      >
        <div className={groupClass} style={group(rem(8), 'flex-start', 'wrap')}>
          {control({
            label: t('dataTable.previousPage'),
            disabled: current === 1,
            onClick: () => onPageChange(current - 1),
            children: (
              <IconChevronLeft className="mantine-rotate-rtl" style={iconStyle} aria-hidden />
            ),
          })}
          {range.map((item, index) =>
            item === 'dots' ? (
              <div
                key={`dots-${index}`}
                className={`${Pagination.classes.dots} mantine-Pagination-dots`}
              >
                <IconDots style={iconStyle} aria-hidden />
              </div>
            ) : (
              control({
                page: item,
                label: t('dataTable.page', { page: item }),
                current: item === current,
                onClick: () => onPageChange(item),
                children: item,
              })
            ),
          )}
          {control({
            label: t('dataTable.nextPage'),
            disabled: current === pages,
            onClick: () => onPageChange(current + 1),
            children: (
              <IconChevronRight className="mantine-rotate-rtl" style={iconStyle} aria-hidden />
            ),
          })}
        </div>
      </div>
    </div>
  )
}
