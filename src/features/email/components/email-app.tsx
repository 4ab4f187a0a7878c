import { ActionIcon, Box, Center, Group, Loader, Paper, TextInput, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconMenu2, IconSearch } from '@tabler/icons-react'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { PageTitle } from '@/components/page-title'
import { QueryError } from '@/components/query-error'
import type { Email, EmailLabel, EmailListQuery, EmailView } from '@/contract/email'
import { prefetchWhenIdle } from '@/lib/after-paint'
import { translateMessage } from '@/lib/messages'
import { useEmails } from '../api/get-emails'
import { paginateEmail } from '../api/paginate-email'
import { useUpdateEmails } from '../api/update-emails'
import { useUpdateEmailsLabel } from '../api/update-emails-label'
import { draftStart, newMessage, type ComposeStart } from '../compose-fields'
import { LazyDrawer, loadDrawer } from '@/components/lazy-drawer'
import { preloadable } from '@/components/preloadable'
import { EmailList, type EmailBulkActions } from './email-list'
import { EmailSidebar } from './email-sidebar'
import classes from './email-app.module.css'

// One mail, the composer and the folders' drawer (small screens, `LazyDrawer`) are chunks of their
// own, with the HTML sanitiser, the address fields and Mantine's drawer: the list is what the page
// first shows. They are fetched once the list is painted.
const [EmailDetail, loadDetail] = preloadable(() =>
  import('./email-detail').then((module) => module.EmailDetail),
)
const [ComposeModal, loadComposer] = preloadable(() =>
  import('./compose-modal').then((module) => module.ComposeModal),
)

/** What the URL holds for the email app: the list, and the open mail. */
export interface EmailSearch extends EmailListQuery {
  id?: number
}

interface EmailAppProps {
  search: EmailSearch
  /** Replaces these keys of the URL's search (the route owns the URL). */
  onSearch: (
    next: { [K in keyof EmailSearch]?: EmailSearch[K] | undefined },
    replace?: boolean,
  ) => void
}

/** The email app: folders and labels, the list, one mail, and compose. */
export function EmailApp({ search, onSearch }: EmailAppProps) {
  const { t } = useTranslation('email')
  const { id, ...list } = search
  const view: EmailView = list.folder ?? 'inbox'
  const emails = useEmails(list)
  const updateEmails = useUpdateEmails()
  const updateLabel = useUpdateEmailsLabel()
  const [drawerOpened, drawer] = useDisclosure(false)
  // `key` mounts a fresh composer at each start, even while the last one is still fading out.
  const [compose, setCompose] = useState({ opened: false, start: newMessage, key: 0 })
  const startCompose = (start: ComposeStart) =>
    setCompose((current) => ({ opened: true, start, key: current.key + 1 }))

  const failed = (error: Error) =>
    notifications.show({
      color: 'red',
      title: t('failed'),
      message: translateMessage(error.message),
    })
  const actions: EmailBulkActions = {
    update: (emailIds, dataToUpdate) =>
      updateEmails.mutate({ emailIds, dataToUpdate }, { onError: failed }),
    toggleLabel: (emailIds, label) => updateLabel.mutate({ emailIds, label }, { onError: failed }),
  }

  // The route marks the opened mail read (markOpenedEmailRead), however it was opened.
  const show = (email: Email) => onSearch({ id: email.id })
  // A saved draft opens where it can be written on.
  const open = (email: Email) =>
    email.folder === 'draft' ? startCompose(draftStart(email)) : show(email)

  const paginate = (dir: 'previous' | 'next', from: Email) => {
    paginateEmail(dir, from.id, list).then(({ email }) => show(email), failed)
  }

  const listed = emails.data !== undefined
  useEffect(() => {
    if (!listed) return
    prefetchWhenIdle(loadDetail, loadComposer, loadDrawer)
  }, [listed])

  const title = list.label ? t(`labels.${list.label}`) : t(`folders.${view}`)
  const sidebar = (
    <EmailSidebar
      view={view}
      label={list.label}
      meta={emails.data?.emailsMeta}
      onView={(folder: EmailView) => {
        drawer.close()
        onSearch({ folder, label: undefined, id: undefined, q: undefined })
      }}
      onLabel={(label: EmailLabel) => {
        drawer.close()
        onSearch({ label, folder: undefined, id: undefined, q: undefined })
      }}
      onCompose={() => {
        drawer.close()
        startCompose(newMessage)
      }}
    />
  )

  const header = (
    <Group gap="xs" px="md" py="xs" className={classes.searchBar} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        hiddenFrom="md"
        aria-label={t('foldersAndLabels')}
        onClick={drawer.open}
      >
        <IconMenu2 size={18} aria-hidden />
      </ActionIcon>
      <TextInput
        style={{ flex: 1 }}
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={list.q ?? ''}
        onChange={(event) =>
          onSearch({ q: event.currentTarget.value || undefined, id: undefined }, true)
        }
      />
    </Group>
  )

  return (
    <>
      <PageTitle title={t('pageTitle', { folder: title })} />
      <Title order={1} className={classes.srOnly}>
        {t('title')}
      </Title>
      <Paper withBorder className={classes.app}>
        <Box className={classes.sidebar} visibleFrom="md" p="md">
          {sidebar}
        </Box>
        <Box className={classes.main}>
          {emails.error && !emails.data ? (
            <Box p="md">
              {header}
              <QueryError
                error={emails.error}
                onRetry={() => void emails.refetch()}
                title={t('loadError')}
              />
            </Box>
          ) : id === undefined ? (
            <EmailList
              emails={emails.data?.emails}
              isPending={emails.isPending}
              onOpen={open}
              header={header}
              title={title}
              {...actions}
            />
          ) : (
            <Suspense
              fallback={
                <Center p="xl">
                  <Loader size="sm" role="status" aria-label={t('detail.loading')} />
                </Center>
              }
            >
              <EmailDetail
                id={id}
                list={list}
                onBack={() => onSearch({ id: undefined })}
                onPaginate={paginate}
                onCompose={startCompose}
                {...actions}
              />
            </Suspense>
          )}
        </Box>
      </Paper>
      <LazyDrawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={t('drawer')}
        size={280}
        hiddenFrom="md"
      >
        {sidebar}
      </LazyDrawer>
      {/* Drawn from the first start on, which fetches its code if the page has not yet. */}
      {compose.key > 0 && (
        <Suspense fallback={null}>
          <ComposeModal
            key={compose.key}
            opened={compose.opened}
            start={compose.start}
            onClose={() => setCompose((current) => ({ ...current, opened: false }))}
          />
        </Suspense>
      )}
    </>
  )
}
