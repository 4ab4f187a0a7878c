// @vitest-environment jsdom
// The quote is sanitised with DOMPurify, which needs a full DOM (happy-dom makes it report itself unsupported).
import type { Email } from '@/contract/email'
import { answerRecipients, answerStart, answerSubject, type QuoteHeader } from './compose-answer'
import { draftStart } from './compose-fields'

const ME = 'admin@demo.com'
/** The header as the English catalogue words it (src/lib/locales/en/email.json). */
const wrote: QuoteHeader = ({ date, sender }) => `On ${date}, ${sender} wrote:`

const mail: Email = {
  id: 7,
  from: { name: 'Priya Nair', email: 'priya.nair@tavola.example', avatar: '' },
  to: [
    { name: 'John Doe', email: 'Admin@Demo.com' },
    { name: 'Marta Rossi', email: 'marta.rossi@tavola.example' },
  ],
  cc: ['amara.okafor@tavola.example', 'marta.rossi@tavola.example', 'admin@demo.com'],
  bcc: [],
  subject: 'Holiday <requests>',
  message: '<p>Please send holiday requests by <strong>Friday</strong>.</p>',
  attachments: [],
  isStarred: false,
  labels: ['company'],
  time: '2026-11-20T09:05:00Z',
  replies: [],
  folder: 'inbox',
  isRead: true,
}

describe('answerSubject', () => {
  it('adds Re: or Fwd: once, whatever the case or spacing of one already there', () => {
    expect(answerSubject('reply', 'Rota')).toBe('Re: Rota')
    expect(answerSubject('replyAll', 'Re: Rota')).toBe('Re: Rota')
    expect(answerSubject('reply', 'RE : Rota')).toBe('RE : Rota')
    expect(answerSubject('reply', 'Fwd: Rota')).toBe('Re: Fwd: Rota')
    expect(answerSubject('forward', 'Rota')).toBe('Fwd: Rota')
    expect(answerSubject('forward', 'fw: Rota')).toBe('fw: Rota')
    expect(answerSubject('forward', 'Re: Rota')).toBe('Fwd: Re: Rota')
  })
})

describe('answerRecipients', () => {
  it('replies to the sender only', () => {
    expect(answerRecipients('reply', mail, ME)).toEqual({
      to: ['priya.nair@tavola.example'],
      cc: [],
    })
  })

  it('replies to all: the sender and the other recipients, copies as copies, never me', () => {
    expect(answerRecipients('replyAll', mail, ME)).toEqual({
      to: ['priya.nair@tavola.example', 'marta.rossi@tavola.example'],
      cc: ['amara.okafor@tavola.example'],
    })
  })

  it('answers mail I sent to its recipients', () => {
    const sent = { ...mail, from: { ...mail.from, email: ME }, cc: [] }
    expect(answerRecipients('reply', sent, ME).to).toEqual([
      'Admin@Demo.com',
      'marta.rossi@tavola.example',
    ])
    expect(answerRecipients('replyAll', sent, ME).to).toEqual(['marta.rossi@tavola.example'])
  })

  it('forwards to no one', () => {
    expect(answerRecipients('forward', mail, ME)).toEqual({ to: [], cc: [] })
  })
})

describe('answerStart', () => {
  it('quotes the original under an "On <date>, <sender> wrote:" line, escaped', () => {
    const { kind, fields } = answerStart('forward', mail, ME, wrote)
    expect(kind).toBe('forward')
    expect(fields.subject).toBe('Fwd: Holiday <requests>')
    expect(fields.bcc).toEqual([])
    expect(fields.message).toMatch(
      /^<p><\/p><p>On Nov 20, 2026, .+, Priya Nair &lt;priya\.nair@tavola\.example&gt; wrote:<\/p><blockquote>/,
    )
    expect(fields.message).toContain('by <strong>Friday</strong>.</p></blockquote>')
  })

  it('quotes the original sanitised: no script or handler comes along', () => {
    const spam = {
      ...mail,
      message: '<p>Win!</p><script>window.__ran = true</script><img src="x" onerror="alert(1)">',
    }
    const { message } = answerStart('reply', spam, ME, wrote).fields
    expect(message).toContain('<blockquote><p>Win!</p><img src="x"></blockquote>')
    expect(message).not.toMatch(/script|onerror/)
  })
})

describe('draftStart', () => {
  it('opens a saved draft as it was saved, bound to its id', () => {
    const draft = { ...mail, folder: 'draft' as const, bcc: ['boss@tavola.example'] }
    expect(draftStart(draft)).toEqual({
      kind: 'draft',
      draftId: 7,
      fields: {
        to: ['Admin@Demo.com', 'marta.rossi@tavola.example'],
        cc: mail.cc,
        bcc: ['boss@tavola.example'],
        subject: mail.subject,
        message: mail.message,
      },
    })
  })
})
