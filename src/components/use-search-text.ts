import { useDebouncedCallback } from '@mantine/hooks'
import { useState, type ChangeEvent } from 'react'

/** What a list keeps in its URL for a search text: a text of spaces only is no search. */
const asUrlValue = (text: string) => (text.trim() ? text : '')

interface SearchTextState {
  /** What the box shows: the person's own typing, never replaced while it is on its way. */
  text: string
  /** The URL's `q` as last seen. */
  url: string | undefined
  /** Texts sent to the URL that have not come back yet, oldest first. */
  pending: readonly string[]
}

/**
 * The text of a list's search box, kept in step with the list's `q` in the URL. Typing sends the
 * text (after `delayMs` without a keystroke, or at once), and the box keeps its own text and its
 * element, so it never loses the caret or the keyboard focus. A `q` that the box did not send
 * (Clear filters, Back, a link) replaces the text, and a send still waiting is dropped.
 */
export function useSearchText(
  q: string | undefined,
  onSearch: (text: string) => void,
  delayMs = 0,
) {
  const [state, setState] = useState<SearchTextState>({ text: q ?? '', url: q, pending: [] })
  const send = (text: string) => {
    const value = asUrlValue(text)
    setState((current) =>
      value === (current.url ?? '')
        ? current
        : { ...current, pending: [...current.pending, value] },
    )
    onSearch(text)
  }
  const sendLater = useDebouncedCallback(send, delayMs)
  if (q !== state.url) {
    // The URL moved: to a text this box sent (it arrives in order), or somewhere else.
    const echo = state.pending.indexOf(q ?? '')
    if (echo >= 0) setState({ ...state, url: q, pending: state.pending.slice(echo + 1) })
    else {
      sendLater.cancel()
      setState({ text: q ?? '', url: q, pending: [] })
    }
  }
  return {
    value: state.text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.currentTarget.value
      setState((current) => ({ ...current, text }))
      if (delayMs > 0) sendLater(text)
      else send(text)
    },
  }
}
