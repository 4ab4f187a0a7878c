import { Center, Checkbox, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import {
  IconFolderSymlink,
  IconMail,
  IconMailOpened,
  IconPaperclip,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react'
import {
  memo,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react'
import { useTranslation } from '@/lib/use-translation'
import { ShowMore, useShownCount } from '@/components/show-more'
import { CellAvatar } from '@/components/cell-avatar'
import { ColorDot } from '@/components/color-dot'
import { RowActionButton } from '@/components/data-table/row-actions'
import { RowCheckbox } from '@/components/data-table/row-checkbox'
import { HintTooltip } from '@/components/hint-tooltip'
import { MenuOnDemand } from '@/components/menu-on-demand'
import { emailFolders, type Email, type EmailLabel } from '@/contract/email'
import { labelColors, messageText } from '../email-text'
import classes from './email.module.css'
import { MailAction } from './mail-action'
import { LabelMenu } from './label-menu'
import { RelativeTime } from '@/components/relative-time'

export interface EmailBulkActions {
  update: (
    ids: number[],
    data: { isRead?: boolean; isStarred?: boolean; folder?: Email['folder'] },
  ) => void
  toggleLabel: (ids: number[], label: EmailLabel) => void
}

interface EmailListProps extends EmailBulkActions {
  emails: readonly Email[] | undefined
  isPending: boolean
  onOpen: (email: Email) => void
  /** Shown above the rows: the search box and the drawer button on small screens. */
  header: React.ReactNode
  title: string
}

/**
 * How many rows the first answer draws at once (the top of a phone's screen); the rest follow in
 * a background render.
 */
const FIRST_ROWS = 4

/** The mail list: select, act on the selection, star, and open. */
export function EmailList({
  emails,
  isPending,
  onOpen,
  header,
  title,
  update,
  toggleLabel,
}: EmailListProps) {
  const { t } = useTranslation('email')
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set())
  const { shown, more } = useShownCount(emails?.length ?? 0, title)
  // The answer's first rows are drawn in the synchronous update the answer causes, the rest in a
  // background render React slices: every row at once makes one long task on a slow phone (twelve
  // took about 240 ms under Lighthouse's 4× slowdown), and a subject among the first rows is the
  // page's largest paint, so some must come with the answer.
  const drawn = Math.max(useDeferredValue(shown), Math.min(shown, FIRST_ROWS))
  // Only mails still in the list count as selected (a folder change or a move drops the rest).
  const visible = emails ?? []
  const selected = visible.filter((email) => picked.has(email.id)).map((email) => email.id)
  const allSelected = visible.length > 0 && selected.length === visible.length
  const some = selected.length > 0

  // The rows are memoised, so their handlers stay the same objects and call the latest props: the
  // answer's background render (`drawn`) and a selection then draw only the rows that changed.
  const latest = useRef({ update, onOpen })
  useLayoutEffect(() => {
    latest.current = { update, onOpen }
  })
  const rowHandlers = useMemo<RowHandlers>(
    () => ({
      select: (id) =>
        setPicked((current) => {
          const next = new Set(current)
          if (next.has(id)) next.delete(id)
          else next.add(id)
          return next
        }),
      star: (email) => latest.current.update([email.id], { isStarred: !email.isStarred }),
      open: (email) => latest.current.onOpen(email),
    }),
    [],
  )
  const act = (fn: () => void) => {
    fn()
    setPicked(new Set())
  }

  return (
    <Stack gap={0} className={classes.pane}>
      {header}
      <Group gap="xs" px="md" py="xs" className={classes.toolbar} wrap="nowrap">
        <Checkbox
          aria-label={allSelected ? t('list.selectNone') : t('list.selectAll')}
          checked={allSelected}
          indeterminate={some && !allSelected}
          disabled={visible.length === 0}
          onChange={() =>
            setPicked(allSelected ? new Set() : new Set(visible.map((email) => email.id)))
          }
        />
        <Text size="sm" c="dimmed" style={{ flex: 1 }} aria-live="polite">
          {some ? t('list.selected', { count: selected.length }) : title}
        </Text>
        {some && (
          // The actions' words show in one hint below them (`HintTooltip`), and the move menu
          // mounts on demand: the mail page's first files need none of Mantine's floating code.
          <HintTooltip placement="below">
            <Group gap={4} wrap="nowrap">
              <MailAction
                label={t('actions.markRead')}
                icon={IconMailOpened}
                onClick={() => act(() => update(selected, { isRead: true }))}
              />
              <MailAction
                label={t('actions.markUnread')}
                icon={IconMail}
                onClick={() => act(() => update(selected, { isRead: false }))}
              />
              <MenuOnDemand
                position="bottom-end"
                target={<MailAction label={t('actions.moveTo')} icon={IconFolderSymlink} />}
              >
                {(Menu) => (
                  <Menu.Dropdown>
                    {emailFolders.map((folder) => (
                      <Menu.Item
                        key={folder}
                        onClick={() => act(() => update(selected, { folder }))}
                      >
                        {t(`folders.${folder}`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                )}
              </MenuOnDemand>
              <LabelMenu
                label={t('actions.toggleLabel')}
                onToggle={(label) => act(() => toggleLabel(selected, label))}
              />
              <MailAction
                label={t('actions.delete')}
                icon={IconTrash}
                color="red"
                onClick={() => act(() => update(selected, { folder: 'trash' }))}
              />
            </Group>
          </HintTooltip>
        )}
      </Group>
      {isPending && !emails ? (
        <Center p="xl">
          <Loader size="sm" role="status" aria-label={t('list.loading')} />
        </Center>
      ) : visible.length === 0 ? (
        <Center p="xl">
          <Text c="dimmed">{t('list.empty')}</Text>
        </Center>
      ) : (
        <>
          <HintTooltip placement="above">
            <ul aria-label={title} className={classes.list}>
              {visible.slice(0, drawn).map((email) => (
                <EmailRow
                  key={email.id}
                  email={email}
                  selected={picked.has(email.id)}
                  handlers={rowHandlers}
                />
              ))}
            </ul>
          </HintTooltip>
          <ShowMore shown={shown} total={visible.length} onMore={more} />
        </>
      )}
    </Stack>
  )
}

// A row's parts are plain elements with Mantine's classes (the text, the label dots, the open
// button) or the tables' row controls: the list shows up to fifty rows at first, and the same
// row of Mantine components was about thirty-five components each.
const openClass = `mantine-focus-auto ${classes.open} ${UnstyledButton.classes.root} mantine-UnstyledButton-root`
const textClass = `${Text.classes.root} mantine-Text-root`
const smallText = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
} as CSSProperties
const dimmedSmallText = { ...smallText, color: 'var(--mantine-color-dimmed)' } as CSSProperties

interface RowHandlers {
  select: (id: number) => void
  star: (email: Email) => void
  open: (email: Email) => void
}

const EmailRow = memo(function EmailRow({
  email,
  selected,
  handlers,
}: {
  email: Email
  selected: boolean
  handlers: RowHandlers
}) {
  const { t } = useTranslation('email')
  // Mail one sent or drafted is listed by whom it goes to.
  const outgoing = email.folder === 'sent' || email.folder === 'draft'
  const name = outgoing
    ? t('list.to', {
        names: email.to.map((person) => person.name || person.email).join(', ') || t('noRecipient'),
      })
    : email.from.name || email.from.email
  const subject = email.subject || t('noSubject')
  // Parsing the mail's HTML is the row's dearest step; a selection or a star draws it again.
  const snippet = useMemo(() => messageText(email.message), [email.message])
  return (
    <li
      className={classes.row}
      data-unread={!email.isRead || undefined}
      data-selected={selected || undefined}
    >
      <RowCheckbox
        size="sm"
        label={t('list.select', { subject })}
        checked={selected}
        onChange={() => handlers.select(email.id)}
      />
      <RowActionButton
        color={email.isStarred ? 'yellow' : 'gray'}
        aria-label={t(email.isStarred ? 'list.unstar' : 'list.star', { subject })}
        hint={t(email.isStarred ? 'actions.unstar' : 'actions.star')}
        aria-pressed={email.isStarred}
        onClick={() => handlers.star(email)}
      >
        {email.isStarred ? (
          <IconStarFilled size={18} aria-hidden />
        ) : (
          <IconStar size={18} aria-hidden />
        )}
      </RowActionButton>
      <button type="button" className={openClass} onClick={() => handlers.open(email)}>
        <CellAvatar
          name={email.from.name || email.from.email}
          src={email.from.avatar}
          size={36}
          className="mantine-visible-from-sm"
        />
        <div className={classes.summary}>
          <div className={classes.top}>
            <p
              className={`${textClass} ${classes.name}`}
              data-size="sm"
              data-truncate="end"
              dir="auto"
              style={smallText}
            >
              {!email.isRead && <span className={classes.srOnly}>{t('list.unread')} </span>}
              {name}
            </p>
            <div className={classes.meta}>
              {email.labels.map((label) => (
                <ColorDot
                  key={label}
                  color={`var(--mantine-color-${labelColors[label]}-6)`}
                  size={8}
                  name={t('list.label', { label: t(`labels.${label}`) })}
                  title={t(`labels.${label}`)}
                />
              ))}
              {email.attachments.length > 0 && (
                <IconPaperclip size={14} aria-label={t('list.hasAttachments')} role="img" />
              )}
              <RelativeTime time={email.time} />
            </div>
          </div>
          <p
            className={`${textClass} ${classes.subject}`}
            data-size="sm"
            data-truncate="end"
            dir="auto"
            style={smallText}
          >
            {subject}
            <span
              className={`${textClass} ${classes.snippet}`}
              data-size="sm"
              dir="auto"
              style={dimmedSmallText}
            >
              {' – '}
              {snippet}
            </span>
          </p>
        </div>
      </button>
    </li>
  )
})
