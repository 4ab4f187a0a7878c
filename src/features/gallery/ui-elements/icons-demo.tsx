import { Button, Code, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { DemoSection, GalleryPage } from '../demo'
import { filterIcons } from './icon-filter'
import { galleryIcons } from './icon-set'
import type { IconsSearch } from './icons-search'
import classes from './icons-demo.module.css'

const names = Object.keys(galleryIcons)

/** /ui-element/icons: a searchable set of Tabler icons; a click copies the import name. */
export function IconsDemo({
  search,
  onSearchChange,
}: {
  search: IconsSearch
  onSearchChange: (patch: Partial<IconsSearch>, options?: { replace?: boolean }) => void
}) {
  const [text, setText] = useState(search.q ?? '')
  const [copied, setCopied] = useState('')
  // The address follows the box after a short pause, one history entry for the whole search.
  const applySearch = useDebouncedCallback(
    (q: string) => onSearchChange({ q }, { replace: true }),
    250,
  )
  const shown = filterIcons(names, text)

  const change = (q: string) => {
    setText(q)
    applySearch(q)
  }
  const copy = (name: string) => {
    navigator.clipboard.writeText(name).then(
      () => {
        setCopied(name)
        notifications.show({ color: 'green', message: `${name} copied to the clipboard` })
      },
      () => {
        setCopied('')
        notifications.show({
          color: 'red',
          message: `The browser did not allow copying. Select the name ${name} and copy it by hand.`,
        })
      },
    )
  }

  return (
    <GalleryPage
      page="icons"
      description="Tabler icons used across the app. Search, then click an icon to copy its import name."
    >
      <DemoSection
        title="Icon set"
        usage={
          "import { IconPizza } from '@tabler/icons-react' · <IconPizza size={16} aria-hidden />"
        }
        note="Icons beside a text label are decoration (aria-hidden); an icon-only button needs an aria-label. Import each icon by name so the build keeps only those used."
      >
        <Stack gap="md">
          <TextInput
            label="Search icons"
            type="search"
            placeholder="e.g. pizza, calendar, chef"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => change(event.currentTarget.value)}
            maw={420}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length === names.length
              ? `${names.length} icons`
              : `${shown.length} of ${names.length} icons match`}
          </Text>
          {shown.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>No icon matches “{text.trim()}”.</Text>
              <Button variant="default" size="xs" onClick={() => change('')}>
                Clear the search
              </Button>
            </Stack>
          ) : (
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 4, lg: 6 }}
              spacing="xs"
              role="list"
              aria-label="Icons"
            >
              {shown.map((name) => {
                const Icon = galleryIcons[name]
                return (
                  <div role="listitem" key={name}>
                    <UnstyledButton
                      className={classes.tile}
                      onClick={() => copy(name)}
                      aria-label={`Copy ${name}`}
                    >
                      {Icon && <Icon size={24} stroke={1.6} aria-hidden />}
                      <Text size="xs" className={classes.name}>
                        {name}
                      </Text>
                    </UnstyledButton>
                  </div>
                )
              })}
            </SimpleGrid>
          )}
          <Text size="sm" aria-live="polite" role="status">
            {copied && (
              <>
                Copied <Code>{copied}</Code> to the clipboard.
              </>
            )}
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
