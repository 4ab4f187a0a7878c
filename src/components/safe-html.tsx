import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import { renameEventHandlers } from '@/lib/event-handler-attributes'

// Links from data open in a new tab and never get a handle on this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** Sanitises an HTML string from data: scripts, event handlers, javascript: URLs and forms are removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(renameEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
  })
}

/**
 * The one way to show HTML that comes from data (emails, blog posts,
 * knowledge-base articles): always sanitised first. It runs in its own writing direction
 * (`dir="auto"`), so English text keeps its punctuation where it belongs on a right-to-left page.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  // Where the sanitiser cannot work, DOMPurify hands the input back untouched: show text, never markup.
  if (!DOMPurify.isSupported)
    return (
      <div className={className} dir="auto">
        {html.replace(/<[^>]*>/g, ' ')}
      </div>
    )
  // Sanitised just above.
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
