import { ActionIcon, Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/use-translation'
import { UserAvatar } from '@/components/user-avatar'
import { formatMoney } from '@/lib/format'
import { DemoSection, GalleryPage } from '../demo'

/** A picture beside a block of text: the media object. */
function MediaObject({
  media,
  title,
  children,
  align = 'flex-start',
  reverse = false,
}: {
  media: ReactNode
  title: string
  children: ReactNode
  align?: 'flex-start' | 'center' | 'flex-end'
  reverse?: boolean
}) {
  return (
    <Group
      align={align}
      gap="md"
      wrap="nowrap"
      style={{ flexDirection: reverse ? 'row-reverse' : undefined }}
    >
      <div style={{ flexShrink: 0 }}>{media}</div>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={500}>{title}</Text>
        {children}
      </div>
    </Group>
  )
}

/** Guests' and staff's own words: sample data, as they wrote them. */
const reviewer = 'Anna Weber'
const review = 'The risotto was perfect and the service warm. We will be back for the tiramisu.'
const request = 'Could we have a table on the terrace for Saturday lunch?'
const reply = 'Of course: table T2 is yours at 12:30.'
const alignments = ['flex-start', 'center', 'flex-end'] as const

/** Media objects: a picture and its text side by side. */
export function MediaObjectsDemo() {
  const { t } = useTranslation('galleryComponents')
  const [liked, setLiked] = useState(false)
  const [showReplies, setShowReplies] = useState(true)
  return (
    <GalleryPage page="mediaObjects" description={t('mediaObjects.description')}>
      <DemoSection
        title={t('mediaObjects.basic.title')}
        usage={'<Group align="flex-start" wrap="nowrap"><UserAvatar …/><div>…</div></Group>'}
        note={t('mediaObjects.basic.note')}
      >
        <MediaObject media={<UserAvatar name={reviewer} size="lg" />} title={reviewer}>
          <Text size="sm">{review}</Text>
        </MediaObject>
      </DemoSection>

      <DemoSection
        title={t('mediaObjects.alignment.title')}
        usage={'<Group align="center">'}
        note={t('mediaObjects.alignment.note')}
      >
        <Stack gap="lg">
          {alignments.map((align) => (
            <MediaObject
              key={align}
              align={align}
              title={t(`mediaObjects.alignment.${align}`)}
              media={
                <Image
                  src="/images/products/plate.svg"
                  alt=""
                  w={72}
                  h={72}
                  radius="md"
                  bg="var(--mantine-color-default-hover)"
                />
              }
            >
              <Text size="sm">{t('mediaObjects.alignment.text')}</Text>
            </MediaObject>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title={t('mediaObjects.nested.title')}
        usage={'<MediaObject><…reply MediaObject…/></MediaObject>'}
        note={t('mediaObjects.nested.note')}
      >
        <MediaObject
          media={<UserAvatar name="Thomas Keller" src="/images/avatars/5.svg" />}
          title={t('mediaObjects.nested.guest', { name: 'Thomas Keller' })}
        >
          <Text size="sm">{request}</Text>
          <Group gap="xs" mt={4}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('mediaObjects.nested.like')}
              aria-pressed={liked}
              onClick={() => setLiked((value) => !value)}
            >
              {liked ? (
                <IconHeartFilled size={16} aria-hidden />
              ) : (
                <IconHeart size={16} aria-hidden />
              )}
            </ActionIcon>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowReplies((value) => !value)}
              aria-expanded={showReplies}
            >
              {showReplies
                ? t('mediaObjects.nested.hideReply')
                : t('mediaObjects.nested.showReply')}
            </Button>
          </Group>
          {showReplies && (
            <Paper withBorder p="sm" mt="sm">
              <MediaObject
                media={<UserAvatar name="Sofia Ricci" src="/images/avatars/3.svg" size="sm" />}
                title={t('mediaObjects.nested.host', { name: 'Sofia Ricci' })}
              >
                <Text size="sm">{reply}</Text>
              </MediaObject>
            </Paper>
          )}
        </MediaObject>
      </DemoSection>

      <DemoSection
        title={t('mediaObjects.end.title')}
        usage={'<Group style={{ flexDirection: "row-reverse" }}>'}
        note={t('mediaObjects.end.note')}
      >
        <MediaObject
          reverse
          media={
            <Image
              src="/images/products/glass.svg"
              alt=""
              w={64}
              h={64}
              radius="md"
              bg="var(--mantine-color-default-hover)"
            />
          }
          title={t('mediaObjects.end.wine')}
        >
          <Text size="sm">
            {t('mediaObjects.end.text', { price: formatMoney(7, { whole: true }) })}
          </Text>
        </MediaObject>
      </DemoSection>
    </GalleryPage>
  )
}
