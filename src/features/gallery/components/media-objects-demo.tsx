import { ActionIcon, Button, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
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

const review = 'The risotto was perfect and the service warm. We will be back for the tiramisu.'

/** Media objects: a picture and its text side by side. */
export function MediaObjectsDemo() {
  const [liked, setLiked] = useState(false)
  const [showReplies, setShowReplies] = useState(true)
  return (
    <GalleryPage
      title="Media objects"
      description="A picture beside a block of text: a review, a comment, a dish on the menu."
    >
      <DemoSection
        title="Basic"
        usage={'<Group align="flex-start" wrap="nowrap"><UserAvatar …/><div>…</div></Group>'}
        note="The text wraps beside the picture and never under it."
      >
        <MediaObject media={<UserAvatar name="Anna Weber" size="lg" />} title="Anna Weber">
          <Text size="sm">{review}</Text>
        </MediaObject>
      </DemoSection>

      <DemoSection
        title="Alignment"
        usage={'<Group align="center">'}
        note="Top for long text, centre for a one-liner, bottom for a caption."
      >
        <Stack gap="lg">
          {(['flex-start', 'center', 'flex-end'] as const).map((align) => (
            <MediaObject
              key={align}
              align={align}
              title={{ 'flex-start': 'Top', center: 'Centre', 'flex-end': 'Bottom' }[align]}
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
              <Text size="sm">
                Plated like this: the main in the middle, the sauce on the side, the garnish on top.
              </Text>
            </MediaObject>
          ))}
        </Stack>
      </DemoSection>

      <DemoSection
        title="Nested, with actions"
        usage={'<MediaObject><…reply MediaObject…/></MediaObject>'}
        note="A reply sits inside the message it answers; its actions are buttons with names."
      >
        <MediaObject
          media={<UserAvatar name="Thomas Keller" src="/images/avatars/5.svg" />}
          title="Thomas Keller, guest"
        >
          <Text size="sm">Could we have a table on the terrace for Saturday lunch?</Text>
          <Group gap="xs" mt={4}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Like"
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
              {showReplies ? 'Hide reply' : 'Show reply'}
            </Button>
          </Group>
          {showReplies && (
            <Paper withBorder p="sm" mt="sm">
              <MediaObject
                media={<UserAvatar name="Sofia Ricci" src="/images/avatars/3.svg" size="sm" />}
                title="Sofia Ricci, host"
              >
                <Text size="sm">Of course: table T2 is yours at 12:30.</Text>
              </MediaObject>
            </Paper>
          )}
        </MediaObject>
      </DemoSection>

      <DemoSection
        title="Picture at the end"
        usage={'<Group style={{ flexDirection: "row-reverse" }}>'}
        note="The picture follows the reading direction, so it moves to the other side in right-to-left."
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
          title="Wine of the week"
        >
          <Text size="sm">
            A Barbera d'Alba, {formatMoney(7, { whole: true })} a glass, paired with the tagliata.
          </Text>
        </MediaObject>
      </DemoSection>
    </GalleryPage>
  )
}
