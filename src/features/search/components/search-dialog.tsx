import {
  ActionIcon,
  Alert,
  Box,
  CloseButton,
  Group,
  Kbd,
  Loader,
  Modal,
  Text,
  TextInput,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core'
import {
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypeXls,
  IconFileZip,
  IconPhoto,
  IconSearch,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '@/lib/use-translation'
import {
  SEARCH_RESULTS_PER_GROUP,
  type BookmarkPage,
  type SearchContact,
  type SearchFile,
} from '@/contract/search'
import { UserAvatar } from '@/components/user-avatar'
import { pages } from '@/contract/pages'
import { formatDay } from '@/lib/format'
import { pageTitle } from '@/lib/page-names'
import { useBookmarks } from '../api/get-bookmarks'
import { useSearchData } from '../api/get-search-data'
import { useToggleBookmark } from '../api/toggle-bookmark'
import { searchGroups, suggestionGroups, type SearchOption } from '../search-results'
import { PageIcon } from './page-icons'
import classes from './search-dialog.module.css'

const pageByKey = new Map(pages.map((page) => [page.key, page]))

const fileIcons = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  xls: IconFileTypeXls,
  img: IconPhoto,
  zip: IconFileZip,
  txt: IconFileText,
} satisfies Record<SearchFile['file'], unknown>

interface SearchDialogProps {
  opened: boolean
  onClose: () => void
}

/**
 * The navbar search: a combobox over one listbox of grouped results (pages,
 * files, contacts; suggested pages before anything is typed). Focus stays in
 * the input; arrows move the active option, Enter chooses it, Ctrl/⌘+B
 * toggles the active page's bookmark, Escape closes. The bookmark toggles are
 * also buttons of their own, beside the listbox, reachable with Tab.
 */
export function SearchDialog({ opened, onClose }: SearchDialogProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const search = useSearchData()
  const bookmarks = useBookmarks()
  const toggle = useToggleBookmark()
  const baseId = useId()
  const listboxId = `${baseId}-results`
  const hintId = `${baseId}-hint`
  const optionId = (index: number) => `${baseId}-option-${index}`

  const pageLabel = (page: BookmarkPage) => pageTitle(t, { key: page.target, title: page.title })
  // A page is also found by its menu section and group ("Apps", "Invoice") and its synonyms.
  const pageWords = (page: BookmarkPage) => {
    const entry = pageByKey.get(page.target)
    if (!entry) return []
    const menu = [entry.section, ...(entry.group ? [entry.group] : [])].map((key) =>
      t(`nav.${key}`),
    )
    return [...menu, ...(entry.also ?? [])]
  }
  const typed = query.trim()
  const source = typed ? search : bookmarks
  const groups = typed
    ? search.data
      ? searchGroups(search.data, typed, pageLabel, pageWords)
      : []
    : suggestionGroups(bookmarks.data?.suggestions ?? [], SEARCH_RESULTS_PER_GROUP, pageLabel)
  const options = groups.flatMap((group) => group.options)
  const activeIndex = Math.max(0, Math.min(active, options.length - 1))
  const activeOption = options[activeIndex]
  const starredGroup = groups[0]?.options.every((option) => option.kind === 'page')
    ? groups[0]
    : undefined

  const isBookmarked = (page: BookmarkPage) =>
    toggle.isPending && toggle.variables === page.id ? !page.isBookmarked : page.isBookmarked

  function toggleBookmark(page: BookmarkPage, label: string) {
    const adding = !isBookmarked(page)
    toggle.mutate(page.id, {
      onSuccess: () =>
        setAnnouncement(
          t(adding ? 'search.bookmarkAdded' : 'search.bookmarkRemoved', { title: label }),
        ),
    })
  }

  function choose(option: SearchOption) {
    onClose()
    if (option.kind === 'page') void navigate({ to: option.page.link })
    // A contact opens the mail client; files have no viewer here, so choosing one only closes.
    if (option.kind === 'contact') window.location.assign(`mailto:${option.contact.email}`)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (step && options.length) {
      event.preventDefault()
      setActive((activeIndex + step + options.length) % options.length)
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault()
      choose(activeOption)
    } else if (
      (event.ctrlKey || event.metaKey) &&
      event.key.toLowerCase() === 'b' &&
      activeOption?.kind === 'page'
    ) {
      event.preventDefault()
      toggleBookmark(activeOption.page, activeOption.label)
    }
  }

  function reset() {
    setQuery('')
    setActive(0)
    setAnnouncement('')
  }

  const status = typed
    ? options.length
      ? t('search.resultCount', { count: options.length })
      : search.data && t('search.noResults', { query: typed })
    : ''

  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size="lg"
      yOffset="10dvh"
      returnFocus={false}
      onExitTransitionEnd={reset}
    >
      <Modal.Overlay />
      <Modal.Content aria-label={t('search.dialog')} className={classes.content}>
        <div className={classes.bar}>
          <TextInput
            data-autofocus
            size="md"
            role="combobox"
            aria-label={t('search.dialog')}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length ? listboxId : undefined}
            aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value)
              setActive(0)
              setAnnouncement('')
            }}
            onKeyDown={onKeyDown}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={<CloseButton aria-label={t('search.close')} onClick={onClose} />}
            rightSectionPointerEvents="all"
          />
        </div>

        <div className={classes.results}>
          {source.isPending && (
            <Group className={classes.message} justify="center" gap="sm">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t('search.loading')}</Text>
            </Group>
          )}
          {source.isError && (
            <Alert color="red" role="alert" m="sm">
              {t('search.loadError')}
            </Alert>
          )}
          {options.length > 0 && (
            <div role="listbox" id={listboxId} aria-label={t('search.results')}>
              {groups.map((group) => {
                const labelId = `${baseId}-${group.key}`
                return (
                  <div key={group.key} role="group" aria-labelledby={labelId}>
                    <div role="presentation" id={labelId} className={classes.groupLabel}>
                      {t(`search.groups.${group.key}`)}
                    </div>
                    {group.options.map((option) => {
                      const index = options.indexOf(option)
                      return (
                        <div
                          key={optionKey(option)}
                          role="option"
                          id={optionId(index)}
                          tabIndex={-1}
                          aria-selected={index === activeIndex}
                          data-active={index === activeIndex || undefined}
                          data-page={option.kind === 'page' || undefined}
                          ref={index === activeIndex ? scrollIntoView : undefined}
                          className={classes.option}
                          // Focus stays in the input: the options are chosen, never focused.
                          onMouseDown={(event) => event.preventDefault()}
                          onMouseMove={() => index !== activeIndex && setActive(index)}
                          onClick={() => choose(option)}
                          onKeyDown={(event) => event.key === 'Enter' && choose(option)}
                        >
                          <OptionContent
                            option={option}
                            bookmarked={option.kind === 'page' && isBookmarked(option.page)}
                            t={t}
                          />
                        </div>
                      )
                    })}
                  </div>
                )
              })}
            </div>
          )}
          {starredGroup && (
            <div className={classes.stars} role="group" aria-label={t('search.bookmarkToggles')}>
              {starredGroup.options.map(
                (option) =>
                  option.kind === 'page' && (
                    <div key={option.page.id} className={classes.starCell}>
                      <ActionIcon
                        variant="subtle"
                        color={isBookmarked(option.page) ? 'yellow.8' : 'gray'}
                        size="lg"
                        aria-label={t('search.bookmark', { title: option.label })}
                        aria-pressed={isBookmarked(option.page)}
                        onClick={() => toggleBookmark(option.page, option.label)}
                      >
                        {isBookmarked(option.page) ? (
                          <IconStarFilled size={18} aria-hidden />
                        ) : (
                          <IconStar size={18} aria-hidden />
                        )}
                      </ActionIcon>
                    </div>
                  ),
              )}
            </div>
          )}
          <div role="status" className={status && !options.length ? classes.message : undefined}>
            {options.length ? <VisuallyHidden>{status}</VisuallyHidden> : status}
            {announcement && <VisuallyHidden>{announcement}</VisuallyHidden>}
          </div>
        </div>

        <Group id={hintId} className={classes.hint} gap="md" visibleFrom="sm">
          <span>
            <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('search.hintMove')}
          </span>
          <span>
            <Kbd size="xs">{t('search.keys.enter')}</Kbd> {t('search.hintOpen')}
          </span>
          <span>
            <Kbd size="xs">{t('search.keys.ctrl')}</Kbd> + <Kbd size="xs">B</Kbd>{' '}
            {t('search.hintBookmark')}
          </span>
          <span>
            <Kbd size="xs">{t('search.keys.esc')}</Kbd> {t('search.hintClose')}
          </span>
        </Group>
      </Modal.Content>
    </Modal.Root>
  )
}

/** Keeps the active option in sight as the arrows move it through a list that scrolls. */
function scrollIntoView(element: HTMLElement | null) {
  element?.scrollIntoView({ block: 'nearest' })
}

function optionKey(option: SearchOption): string {
  if (option.kind === 'page') return `page-${option.page.id}`
  if (option.kind === 'file') return `file-${option.file.title}`
  return `contact-${option.contact.email}`
}

interface OptionContentProps {
  option: SearchOption
  bookmarked: boolean
  t: ReturnType<typeof useTranslation>['t']
}

function OptionContent({ option, bookmarked, t }: OptionContentProps) {
  if (option.kind === 'page') {
    return (
      <>
        <ThemeIcon variant="light" size={34} aria-hidden>
          <PageIcon name={option.page.icon} size={18} />
        </ThemeIcon>
        <Box className={classes.optionText}>
          <Text size="sm" fw={500} truncate>
            {option.label}
            {bookmarked && <VisuallyHidden>, {t('search.bookmarked')}</VisuallyHidden>}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {option.page.link}
          </Text>
        </Box>
      </>
    )
  }
  if (option.kind === 'file') {
    const { title, by, size, file } = option.file
    const Icon = fileIcons[file]
    return (
      <>
        <ThemeIcon variant="light" color="gray" size={34} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Box className={classes.optionText}>
          <Text size="sm" fw={500} truncate dir="auto">
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t('search.by', { name: by })} · {size}
          </Text>
        </Box>
      </>
    )
  }
  return <ContactContent contact={option.contact} />
}

function ContactContent({ contact }: { contact: SearchContact }) {
  return (
    <>
      <UserAvatar name={contact.title} src={contact.img} size={34} radius="xl" aria-hidden />
      <Box className={classes.optionText}>
        <Text size="sm" fw={500} truncate dir="auto">
          {contact.title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {contact.email}
        </Text>
      </Box>
      <Text size="xs" c="dimmed">
        <time dateTime={contact.date}>{formatDay(contact.date)}</time>
      </Text>
    </>
  )
}
