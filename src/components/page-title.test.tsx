import { render } from '@testing-library/react'
import { PageTitle, ShellTitle } from './page-title'

describe('the document title', () => {
  it('is the page’s registry title in the shell, until a page names itself', () => {
    const { rerender } = render(<ShellTitle title="Invoice preview">{null}</ShellTitle>)
    expect(document.title).toBe('Invoice preview - Tavola')

    rerender(
      <ShellTitle title="Invoice preview">
        <PageTitle title="Invoice #5015" />
      </ShellTitle>,
    )
    expect(document.title).toBe('Invoice #5015 - Tavola')
    expect(document.head.querySelectorAll('title')).toHaveLength(1)

    // The record page goes: the registry's title is back.
    rerender(<ShellTitle title="Invoice list">{null}</ShellTitle>)
    expect(document.title).toBe('Invoice list - Tavola')
  })

  it('is the client name alone for a shell page the registry does not name', () => {
    render(<ShellTitle title="">{null}</ShellTitle>)
    expect(document.title).toBe('Tavola')
  })

  it('is set by the page itself outside the shell', () => {
    render(<PageTitle title="Sign in" />)
    expect(document.title).toBe('Sign in - Tavola')
  })
})
