import type { EmailLabel } from '@/contract/email'
import { renameEventHandlers } from '@/lib/event-handler-attributes'

/** The elements after which text reads on after a space. */
const BLOCKS = 'p, div, li, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre, ul, ol, table, hr'

/**
 * The plain text of a mail's HTML, for the list's snippet. DOMParser builds an
 * inert document: its scripts never run. Handler attributes are renamed first, so that the
 * parse raises no Content-Security-Policy report (src/lib/event-handler-attributes.ts).
 */
export function messageText(html: string): string {
  const { body } = new DOMParser().parseFromString(renameEventHandlers(html), 'text/html')
  for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove()
  // Where a paragraph, line or list item ends, the text reads on after a space, not glued on.
  for (const block of body.querySelectorAll(BLOCKS)) block.after(' ')
  for (const line of body.querySelectorAll('br')) line.replaceWith(' ')
  return body.textContent.replace(/\s+/g, ' ').trim()
}

/** Mantine colours whose dot reads on both skins. */
export const labelColors: Record<EmailLabel, string> = {
  personal: 'green',
  company: 'blue',
  important: 'orange',
  private: 'red',
}

/** A loose but honest address check for the compose form (the back end checks again). */
export const isEmailAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
