/**
 * Renames every event-handler attribute (`onerror=`, `onload=` …) in the tags of an HTML string
 * to `x-on…`, which no browser runs and the sanitiser then drops.
 *
 * Why before parsing: under the production Content-Security-Policy, Chromium reports an inline
 * handler as a violation as soon as a parser sets the attribute, even in an inert document (a
 * `<template>`, DOMParser) where it could never run. The sanitiser and the mail-snippet reader
 * parse HTML from data, so a mail holding `<img onerror=…>` would log a violation on every view.
 * This is no sanitiser: DOMPurify still cleans everything after it. Where this scan reads a tag
 * differently from the browser, the worst case is that report, never a handler that runs.
 */
export function renameEventHandlers(html: string): string {
  if (!/on/i.test(html)) return html
  let out = ''
  let i = 0
  while (i < html.length) {
    const open = html.indexOf('<', i)
    if (open === -1) return out + html.slice(i)
    out += html.slice(i, open)
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4)
      const end = close === -1 ? html.length : close + 3
      out += html.slice(open, end)
      i = end
      continue
    }
    const end = tagEnd(html, open + 1)
    out += renameInTag(html.slice(open, end))
    i = end
  }
  return out
}

/** The index just past the `>` that ends the tag starting before `from`, quotes respected. */
function tagEnd(html: string, from: number): number {
  let quote = ''
  for (let j = from; j < html.length; j++) {
    const ch = html[j]
    if (quote) {
      if (ch === quote) quote = ''
    } else if (ch === '"' || ch === "'") quote = ch
    else if (ch === '>') return j + 1
  }
  return html.length
}

/** In one tag's text, `on…` names that start an attribute (after a space, `/` or quote) become `x-on…`. */
function renameInTag(tag: string): string {
  let out = ''
  let quote = ''
  for (let j = 0; j < tag.length; j++) {
    const ch = tag[j] ?? ''
    if (quote) {
      if (ch === quote) quote = ''
      out += ch
      continue
    }
    if (ch === '"' || ch === "'") {
      quote = ch
      out += ch
      continue
    }
    const before = tag[j - 1] ?? ''
    if ((ch === 'o' || ch === 'O') && /[\s/"']/.test(before) && /^on[a-z]/i.test(tag.slice(j)))
      out += 'x-'
    out += ch
  }
  return out
}
