import { ActionIcon, Box, Group } from '@mantine/core'
import { IconDots, IconStar } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import { useTranslation } from '@/lib/use-translation'
import type { BookmarkPage } from '@/contract/search'
import { pageTitle } from '@/lib/page-names'
import { useBookmarks } from '../api/get-bookmarks'
import { MenuOnDemand } from '@/components/menu-on-demand'
import { PageIcon } from './page-icons'

/** How many bookmarks the navbar shows as icons before folding the rest into a menu. */
const MAX_ICONS = 5

/**
 * The bookmarked pages as quick links after the brand. From 768 px up the
 * first few are icon buttons and any others a "more" menu; below, all fold
 * into one menu, so the navbar never overflows on a phone.
 */
export function NavbarBookmarks() {
  const { t } = useTranslation()
  // Drawn in a background render when the answer comes, not in the query's synchronous update.
  const bookmarks = useDeferredValue(useBookmarks().data?.bookmarks) ?? []
  if (!bookmarks.length) return null
  const label = (page: BookmarkPage) => pageTitle(t, { key: page.target, title: page.title })
  const shown = bookmarks.slice(0, MAX_ICONS)
  const folded = bookmarks.slice(MAX_ICONS)

  return (
    <nav aria-label={t('search.bookmarks')}>
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        {shown.map((page) => (
          <ActionIcon
            key={page.id}
            component={Link}
            to={page.link}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label(page)}
            data-hint={label(page)}
          >
            <PageIcon name={page.icon} size={20} stroke={1.6} aria-hidden />
          </ActionIcon>
        ))}
        {folded.length > 0 && (
          <BookmarksMenu pages={folded} label={t('search.moreBookmarks')} icon="more" />
        )}
      </Group>
      <Box hiddenFrom="sm">
        <BookmarksMenu pages={bookmarks} label={t('search.bookmarks')} icon="star" />
      </Box>
    </nav>
  )
}

function BookmarksMenu({
  pages,
  label,
  icon,
}: {
  pages: readonly BookmarkPage[]
  label: string
  icon: 'star' | 'more'
}) {
  const { t } = useTranslation()
  const TargetIcon = icon === 'star' ? IconStar : IconDots
  return (
    // Not in a portal: the dropdown stays inside the header landmark.
    <MenuOnDemand
      position="bottom-start"
      width={240}
      withinPortal={false}
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <TargetIcon size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      }
    >
      {(Menu) => (
        <Menu.Dropdown>
          {pages.map((page) => (
            <Menu.Item
              key={page.id}
              component={Link}
              to={page.link}
              leftSection={<PageIcon name={page.icon} size={16} aria-hidden />}
            >
              {pageTitle(t, { key: page.target, title: page.title })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      )}
    </MenuOnDemand>
  )
}
