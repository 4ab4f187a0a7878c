import '@/components/styles/full-styles'
import { Button, Code, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
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
  const { t } = useTranslation('gallery')
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
        notifications.show({ color: 'green', message: t('icons.copied', { name }) })
      },
      () => {
        setCopied('')
        notifications.show({
          color: 'red',
          message: t('icons.copyFailed', { name }),
        })
      },
    )
  }

  return (
    <GalleryPage page="icons" description={t('icons.description')}>
      <DemoSection
        title={t('icons.title')}
        usage={
          "import { IconPizza } from '@tabler/icons-react' · <IconPizza size={16} aria-hidden />"
        }
        note={t('icons.note')}
      >
        <Stack gap="md">
          <TextInput
            label={t('icons.search')}
            type="search"
            placeholder={t('icons.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => change(event.currentTarget.value)}
            maw={420}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length === names.length
              ? t('icons.all', { count: names.length })
              : t('icons.matching', { count: shown.length, total: names.length })}
          </Text>
          {shown.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text>{t('icons.none', { text: text.trim() })}</Text>
              <Button variant="default" size="xs" onClick={() => change('')}>
                {t('icons.clear')}
              </Button>
            </Stack>
          ) : (
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 4, lg: 6 }}
              spacing="xs"
              role="list"
              aria-label={t('icons.list')}
            >
              {shown.map((name) => {
                const Icon = galleryIcons[name]
                return (
                  <div role="listitem" key={name}>
                    <UnstyledButton
                      className={classes.tile}
                      onClick={() => copy(name)}
                      aria-label={t('icons.copy', { name })}
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
              <Trans
                t={t}
                i18nKey="icons.copiedStatus"
                values={{ name: copied }}
                components={{ code: <Code /> }}
              />
            )}
          </Text>
        </Stack>
      </DemoSection>
    </GalleryPage>
  )
}
