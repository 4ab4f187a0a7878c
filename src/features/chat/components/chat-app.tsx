import {
  Loader,
  Paper,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { IconMessages, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { QueryError } from '@/components/query-error'
import { useChatsAndContacts } from '../api/get-chats-and-contacts'
import { matchesContact } from '../chat-format'
import { ContactList } from './contact-list'
import { Conversation } from './conversation'
import { ProfileDrawer } from './profile-drawer'
import { StatusAvatar } from './status-avatar'
import classes from './chat.module.css'

/**
 * The chat app: chats and contacts on one side, the open conversation on the
 * other (separate views below 768 px). The open contact and the search text
 * live in the URL; the route passes them in.
 */
export function ChatApp({
  contactId,
  search,
  onSearchChange,
  onClose,
}: {
  contactId: number | undefined
  search: string
  onSearchChange: (text: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('chat')
  const { data, isPending, error, refetch } = useChatsAndContacts()
  const [profileOpen, setProfileOpen] = useState(false)

  const chats = data?.chatsContacts.filter((contact) => matchesContact(contact, search)) ?? []
  const contacts = data?.contacts.filter((contact) => matchesContact(contact, search)) ?? []

  return (
    <>
      <VisuallyHidden>
        <Title order={1}>{t('title')}</Title>
      </VisuallyHidden>
      <Paper
        withBorder
        className={classes.app}
        data-view={contactId === undefined ? 'list' : 'conversation'}
      >
        <div className={classes.sidebar}>
          <div className={classes.sidebarHeader}>
            {data && (
              <UnstyledButton
                onClick={() => setProfileOpen(true)}
                aria-haspopup="dialog"
                aria-label={t('yourProfileButton', {
                  status: t(`status.${data.profileUser.status}`),
                })}
              >
                <StatusAvatar
                  name={data.profileUser.fullName}
                  src={data.profileUser.avatar}
                  status={data.profileUser.status}
                />
              </UnstyledButton>
            )}
            <TextInput
              flex={1}
              type="search"
              aria-label={t('search')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => onSearchChange(event.currentTarget.value)}
            />
          </div>
          <div className={classes.lists}>
            {isPending ? (
              <div className={classes.empty}>
                <Loader size="sm" />
                <Text size="sm">{t('loadingChats')}</Text>
              </div>
            ) : error ? (
              <QueryError error={error} onRetry={() => void refetch()} />
            ) : (
              <>
                <ContactList
                  title={t('chats')}
                  items={chats}
                  search={search}
                  emptyText={search.trim() ? t('noChatsFound') : t('noChats')}
                />
                <ContactList
                  title={t('contacts')}
                  items={contacts}
                  search={search}
                  emptyText={search.trim() ? t('noContactsFound') : t('noContacts')}
                />
              </>
            )}
          </div>
        </div>
        <section className={classes.conversation} aria-label={t('conversation')}>
          {contactId !== undefined && data ? (
            <Conversation contactId={contactId} profileUser={data.profileUser} onBack={onClose} />
          ) : (
            <div className={classes.empty}>
              <IconMessages size={48} stroke={1.5} aria-hidden />
              <Title order={2} size="h4">
                {t('start')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('startHint')}
              </Text>
            </div>
          )}
        </section>
      </Paper>
      <ProfileDrawer opened={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  )
}
