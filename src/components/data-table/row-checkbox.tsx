import { Checkbox } from '@mantine/core'
import type { ChangeEventHandler, CSSProperties } from 'react'

// Mantine's Checkbox, filled, as plain elements with its classes: the checked colour, the border,
// the focus ring and both skins come from Mantine's own CSS, and the variables its root would set
// are set here. Every row of a table or of the mail list has one, and Mantine's is six components
// that mount with the row.
const boxStyle = (rem: number) =>
  ({
    '--checkbox-size': `calc(${String(rem)}rem * var(--mantine-scale))`,
    '--checkbox-radius': 'var(--mantine-radius-sm)',
    '--checkbox-color': 'var(--mantine-primary-color-filled)',
    '--checkbox-icon-color': 'var(--mantine-color-white)',
    // Mantine's class puts the box after its label (`order: 1`); alone in a row, it stays first.
    order: 0,
  }) as CSSProperties
const boxStyles = { xs: boxStyle(1), sm: boxStyle(1.25) }

/**
 * A row's selection checkbox, named by `label` ("Select Giulia Rossi"): Mantine's size `xs` in
 * a table, `sm` (its default) in the mail list.
 */
export function RowCheckbox({
  label,
  checked,
  onChange,
  size = 'xs',
}: {
  label: string
  checked: boolean
  onChange: ChangeEventHandler<HTMLInputElement>
  size?: 'xs' | 'sm'
}) {
  return (
    <div className={`${Checkbox.classes.inner} mantine-Checkbox-inner`} style={boxStyles[size]}>
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
