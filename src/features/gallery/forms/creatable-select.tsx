import { Combobox, InputBase, useCombobox } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '@/lib/use-translation'

const CREATE = '$create'

/**
 * A select that also takes a new value: Mantine's Combobox, as Mantine
 * documents the creatable select (the packaged Select has no such option).
 */
export function CreatableSelect({
  label,
  initialOptions,
  value,
  onChange,
}: {
  label: string
  initialOptions: string[]
  value: string | null
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('galleryForms')
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const [options, setOptions] = useState(initialOptions)
  const [search, setSearch] = useState(value ?? '')
  const typed = search.trim()
  const exact = options.some((option) => option.toLowerCase() === typed.toLowerCase())
  const shown = exact
    ? options
    : options.filter((option) => option.toLowerCase().includes(typed.toLowerCase()))

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(picked) => {
        const next = picked === CREATE ? typed : picked
        if (picked === CREATE) setOptions((current) => [...current, typed])
        onChange(next)
        setSearch(next)
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target>
        <InputBase
          label={label}
          description={t('select.creatable.description')}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          value={search}
          placeholder={t('select.creatable.placeholder')}
          onChange={(event) => {
            combobox.openDropdown()
            combobox.updateSelectedOptionIndex()
            setSearch(event.currentTarget.value)
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown()
            setSearch(value ?? '')
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={label}>
          {shown.map((option) => (
            <Combobox.Option value={option} key={option}>
              {option}
            </Combobox.Option>
          ))}
          {!exact && typed.length > 0 && (
            <Combobox.Option value={CREATE}>
              {t('select.creatable.create', { value: typed })}
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
