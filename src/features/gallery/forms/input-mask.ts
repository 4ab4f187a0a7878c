/** `#` stands for one digit; every other character is printed as it is. */
export const masks = {
  phone: '+## ### ### ####',
  card: '#### #### #### ####',
  date: '##/##/####',
  time: '##:##',
} as const

export type MaskName = keyof typeof masks

/**
 * Formats what was typed or pasted with a mask: only digits count, extra
 * digits are dropped, and a literal is written only when a digit follows it,
 * so that Backspace never gets stuck on a separator.
 */
export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '')
  let out = ''
  let next = 0
  let pending = ''
  for (const char of mask) {
    if (next >= digits.length) break
    if (char === '#') {
      out += pending + digits.charAt(next)
      pending = ''
      next += 1
    } else {
      pending += char
    }
  }
  return out
}

/** Whether every digit place of the mask is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  const places = [...mask].filter((char) => char === '#').length
  return value.replace(/\D/g, '').length === places
}
