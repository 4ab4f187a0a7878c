import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { AccessControlPage } from './access-control-page'

describe('AccessControlPage', () => {
  it('shows a failed call with its message and a retry that calls again', async () => {
    const refetch = vi.fn()
    renderWithProviders(
      <AccessControlPage
        me={{
          data: undefined,
          isPending: false,
          error: new Error('The server could not be reached.'),
          refetch,
        }}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('lists the rules the back end grants', () => {
    renderWithProviders(
      <AccessControlPage
        me={{
          data: {
            userData: {
              id: 2,
              fullName: 'Jane Doe',
              username: 'janedoe',
              avatar: '',
              email: 'client@demo.com',
              role: 'client',
              ability: [
                { action: 'read', subject: 'ACL' },
                { action: 'read', subject: 'Auth' },
              ],
              extras: { eCommerceCartItemsCount: 0 },
            },
          },
          isPending: false,
          error: null,
          refetch: vi.fn(),
        }}
      />,
      { rules: [{ action: 'read', subject: 'ACL' }] },
    )
    const table = screen.getByRole('table', { name: 'Rules granted to this account' })
    expect(table).toHaveTextContent('ACL')
    expect(table).toHaveTextContent('Auth')
    // The card only accounts that may read ACL see.
    expect(
      screen.getByText('This card is shown only to accounts that may read ACL.'),
    ).toBeInTheDocument()
  })

  it('hides the read-ACL card from an account without that rule', () => {
    renderWithProviders(
      <AccessControlPage
        me={{ data: undefined, isPending: true, error: null, refetch: vi.fn() }}
      />,
      { rules: [{ action: 'read', subject: 'Auth' }] },
    )
    expect(screen.getByRole('heading', { name: 'Your abilities' })).toBeInTheDocument()
    expect(
      screen.queryByText('This card is shown only to accounts that may read ACL.'),
    ).not.toBeInTheDocument()
  })
})
