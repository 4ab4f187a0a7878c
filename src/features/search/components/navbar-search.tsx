import { HeaderIconButton } from '@/components/layout/header-icon-button'
import { useHotkeys, useWindowEvent } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useRef, useState } from 'react'
import { preloadable } from '@/components/preloadable'
import { prefetch } from '@/lib/load-once'
import { useTranslation } from '@/lib/use-translation'
import { bookmarksQueryOptions } from '../api/get-bookmarks'
import { searchDataQueryOptions } from '../api/get-search-data'

// The dialog is its own chunk, fetched when the search is first wanted (or hovered).
const [SearchDialog, loadDialog] = preloadable(() =>
  import('./search-dialog').then((module) => module.SearchDialog),
)

/** Typing in a field, where "/" is a character and not the search shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/** The navbar's search button; Ctrl/⌘+K (anywhere) and "/" (outside fields) open it too. */
export function NavbarSearch() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState(false)
  // Mounted from the first opening on, so that closing can animate and reopening is instant.
  const [wanted, setWanted] = useState(false)
  // Mantine's modal notes where the focus was only when an already mounted modal opens, and the
  // first opening mounts it open, so the search gives the focus back itself.
  const returnFocusTo = useRef<Element | null>(null)

  function prepare() {
    prefetch(loadDialog)
    void queryClient.prefetchQuery(searchDataQueryOptions())
    void queryClient.prefetchQuery(bookmarksQueryOptions())
  }

  function open() {
    returnFocusTo.current = document.activeElement
    setWanted(true)
    setOpened(true)
  }

  function close() {
    setOpened(false)
    if (returnFocusTo.current instanceof HTMLElement)
      returnFocusTo.current.focus({ preventScroll: true })
  }

  useHotkeys([['mod+K', () => (opened ? close() : open())]], [])
  useWindowEvent('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
    if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return
    event.preventDefault()
    open()
  })

  return (
    <>
      <HeaderIconButton
        label={t('search.open')}
        hint={t('search.shortcut')}
        icon={IconSearch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={open}
        onPointerEnter={prepare}
        onFocus={prepare}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
