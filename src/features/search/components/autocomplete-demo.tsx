import {
  Alert,
  Badge,
  Card,
  Combobox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { Trans } from 'react-i18next'
import { useTranslation } from '@/lib/use-translation'
import { pages } from '@/contract/pages'
import { translateMessage } from '@/lib/messages'
import { pageTitle } from '@/lib/page-names'
import { useAutocompleteItems } from '../api/get-autocomplete'

/** The demo's page in the registry: its heading is the page's title, as the menu names it. */
const page = pages.find((entry) => entry.key === 'autoComplete')

/** How many suggestions the field lists at once. */
const SUGGESTION_LIMIT = 8

/**
 * The autocomplete demo: a dish field suggesting from the autocomplete data,
 * most ordered first. It is Mantine's Autocomplete built from Mantine's
 * Combobox (as Mantine documents) rather than the packaged component, which
 * keeps an `aria-activedescendant` pointing at an option that is gone once the
 * suggestions change (axe: aria-valid-attr-value); here the field owns it.
 */
export function AutocompleteDemo() {
  const { t } = useTranslation('search')
  const { t: shellT } = useTranslation()
  const { data, isPending, error } = useAutocompleteItems()
  const [value, setValue] = useState('')
  const [chosen, setChosen] = useState<string>()
  const [activeId, setActiveId] = useState<string | null>(null)
  const baseId = useId()
  const listId = `${baseId}-dishes`
  const optionId = (dishId: number) => `${baseId}-dish-${dishId}`
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption()
      setActiveId(null)
    },
  })

  const dishes = [...(data?.autoComplete ?? [])].sort((a, b) => a.rank - b.rank)
  const typed = value.trim().toLocaleLowerCase()
  const matches = dishes.filter((dish) => dish.title.toLocaleLowerCase().includes(typed))
  const shown = matches.slice(0, SUGGESTION_LIMIT)
  const expanded = combobox.dropdownOpened && shown.length > 0

  const description = isPending
    ? t('autocomplete.loadingDishes')
    : data && !dishes.length
      ? t('autocomplete.noDishes')
      : data && !matches.length
        ? t('autocomplete.noMatch', { text: value.trim() })
        : t('autocomplete.ordered')

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      combobox.openDropdown('keyboard')
      // The options stay mounted while closed (keepMounted), so they can be selected at once.
      setActiveId(
        event.key === 'ArrowDown' ? combobox.selectNextOption() : combobox.selectPreviousOption(),
      )
    } else if (event.key === 'Enter' && expanded && combobox.getSelectedOptionIndex() !== -1) {
      event.preventDefault()
      combobox.clickSelectedOption()
    } else if (event.key === 'Escape') {
      combobox.closeDropdown('keyboard')
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {page ? pageTitle(shellT, page) : null}
      </Title>
      {/* Visible overflow: the suggestions stay in the page (not a portal) and must not be clipped. */}
      <Card withBorder padding="lg" maw={560} style={{ overflow: 'visible' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('autocomplete.dishSearch')}
          </Title>
          <Text size="sm">{t('autocomplete.intro')}</Text>
          {error && (
            <Alert color="red" role="alert">
              {translateMessage(error.message)}
            </Alert>
          )}
          <Combobox
            store={combobox}
            withinPortal={false}
            keepMounted
            onOptionSubmit={(title) => {
              setValue(title)
              setChosen(title)
              combobox.closeDropdown()
            }}
          >
            <Combobox.Target withAriaAttributes={false} withKeyboardNavigation={false}>
              <TextInput
                label={t('autocomplete.dish')}
                placeholder={isPending ? t('autocomplete.loading') : t('autocomplete.placeholder')}
                description={description}
                role="combobox"
                aria-autocomplete="list"
                aria-haspopup="listbox"
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                aria-activedescendant={expanded && activeId ? activeId : undefined}
                aria-busy={isPending}
                autoComplete="off"
                value={value}
                onChange={(event) => {
                  setValue(event.currentTarget.value)
                  combobox.openDropdown()
                  combobox.resetSelectedOption()
                  setActiveId(null)
                }}
                onClick={() => combobox.openDropdown()}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onKeyDown={onKeyDown}
                leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
                rightSection={isPending ? <Loader size="xs" aria-hidden /> : null}
              />
            </Combobox.Target>
            <Combobox.Dropdown hidden={!shown.length}>
              <Combobox.Options id={listId} aria-label={t('autocomplete.dishes')}>
                {shown.map((dish) => (
                  <Combobox.Option
                    key={dish.id}
                    id={optionId(dish.id)}
                    value={dish.title}
                    aria-selected={optionId(dish.id) === activeId}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <span>{dish.title}</span>
                      <Badge variant="light" size="sm">
                        <VisuallyHidden>{t('autocomplete.rank')} </VisuallyHidden>#{dish.rank}
                      </Badge>
                    </Group>
                  </Combobox.Option>
                ))}
              </Combobox.Options>
            </Combobox.Dropdown>
          </Combobox>
          <Text size="sm" aria-live="polite">
            {chosen ? (
              <Trans
                t={t}
                i18nKey="autocomplete.picked"
                values={{ dish: chosen }}
                components={{ strong: <strong /> }}
              />
            ) : (
              t('autocomplete.nothingPicked')
            )}
          </Text>
        </Stack>
      </Card>
    </Stack>
  )
}
