import { Checkbox } from '@mantine/core'
import type { ChangeEventHandler, CSSProperties } from 'react'

// Mantine's Checkbox at size xs, filled, as plain elements with its classes: the checked colour,
// the border, the focus ring and both skins come from Mantine's own CSS, and the variables its
// root would set are set here. Every row of a table has one, and Mantine's is six components
// that mount with the row.
const boxStyle = {
  '--checkbox-size': 'calc(1rem * var(--mantine-scale))',
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-primary-color-filled)',
  '--checkbox-icon-color': 'var(--mantine-color-white)',
} as CSSProperties

/** A row's selection checkbox, named by `label` ("Select Giulia Rossi"). */
export function RowCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: ChangeEventHandler<HTMLInputElement>
}) {
  return (
    <div className={`${Checkbox.classes.inner} mantine-Checkbox-inner`} style={boxStyle}>
      <input
        type="checkbox"
        className={`mantine-focus-auto ${Checkbox.classes.input} mantine-Checkbox-input`}
        aria-label={label}
        checked={checked}
        onChange={onChange}
      />
      <svg viewBox="0 0 10 8" fill="none" aria-hidden className={Checkbox.classes.icon}>
        <path
          d="M1.2 4.2 3.8 6.6 8.8 1.4"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  )
}
