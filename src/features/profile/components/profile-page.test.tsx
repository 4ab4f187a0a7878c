import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderPage } from '@/test/render-page'
import { ProfilePage } from './profile-page'

const renderProfile = () => renderPage(<ProfilePage />, { url: '/pages/profile' })

const posts = () => screen.getAllByRole('article')

describe('ProfilePage', { timeout: 40_000 }, () => {
  it('shows the header, the sections its tabs lead to, and the first posts', async () => {
    await renderProfile()
    // The header and About are the signed-in account's (the demo admin's saved settings).
    expect(await screen.findByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible()
    const tabs = within(screen.getByRole('navigation', { name: 'Profile sections' }))
    for (const [name, id] of [
      ['Feed', 'profile-feed'],
      ['About', 'profile-about'],
      ['Photos', 'profile-photos'],
      ['Polls', 'profile-polls'],
    ] as const) {
      expect(tabs.getByRole('link', { name })).toHaveAttribute('href', `#${id}`)
      // No dead tab: each leads to a section that is on the page.
      expect(document.getElementById(id)).not.toBeNull()
    }
    const about = screen.getByRole('region', { name: 'About' })
    expect(about).toHaveTextContent('Head of front-of-house')
    expect(about).toHaveTextContent('Italy')
    expect(about).toHaveTextContent('admin@demo.com')
    expect(posts()).toHaveLength(3)
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 8 posts')
  })

  it('likes and unlikes a post, and adds a comment shown as text', async () => {
    const user = userEvent.setup()
    const { backend } = await renderProfile()
    const [first] = await screen.findAllByRole('article')
    if (!first) throw new Error('no post')
    const post = within(first)
    const likeButton = post.getByRole('button', { name: 'Like 7' })
    expect(likeButton).toHaveAttribute('aria-pressed', 'false')

    await user.click(likeButton)
    await waitFor(() => expect(post.getByRole('button', { name: 'Like 8' })).toBeVisible())
    expect(post.getByRole('button', { name: 'Like 8' })).toHaveAttribute('aria-pressed', 'true')
    expect(first).toHaveTextContent('and 6 others')
    expect(backend.tables.profilePosts.get(8)?.likedBy.at(-1)?.accountId).toBe(1)

    await user.click(post.getByRole('button', { name: 'Like 8' }))
    await waitFor(() =>
      expect(post.getByRole('button', { name: 'Like 7' })).toHaveAttribute('aria-pressed', 'false'),
    )

    // A blank comment is refused before anything is sent.
    const comments = backend.tables.profileComments.all().length
    await user.click(post.getByRole('button', { name: 'Post' }))
    expect(post.getByText('Write a comment first')).toBeVisible()
    expect(backend.tables.profileComments.all()).toHaveLength(comments)

    await user.click(post.getByRole('textbox', { name: 'Add a comment' }))
    await user.paste('<b>Bravo</b> chef')
    await user.click(post.getByRole('button', { name: 'Post' }))
    const list = post.getByRole('list', { name: 'Comments on Marco Rossi’s post' })
    await waitFor(() => expect(list).toHaveTextContent('<b>Bravo</b> chef'))
    expect(list.querySelector('b')).toBeNull()
    expect(post.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('')
    expect(first).toHaveTextContent('3 comments')
  })

  it('votes in a poll, shows the results, and moves the vote', async () => {
    const user = userEvent.setup()
    const { backend } = await renderProfile()
    const polls = within(await screen.findByRole('region', { name: 'Polls' }))
    const question = polls.getByRole('radiogroup', {
      name: 'Which dish should be the new Sunday brunch special?',
    })
    await user.click(within(question).getByRole('radio', { name: 'Ricotta pancakes' }))
    const [vote] = polls.getAllByRole('button', { name: 'Vote' })
    if (!vote) throw new Error('no vote button')
    await user.click(vote)

    // 6 sample votes + this one, of 21.
    expect(await polls.findByText('33% (7 votes)')).toBeVisible()
    expect(polls.getByText('Your vote')).toBeVisible()
    expect(backend.tables.profilePolls.get(1)?.votes).toEqual([{ accountId: 1, optionId: 2 }])

    await user.click(polls.getByRole('button', { name: 'Change vote' }))
    await user.click(polls.getByRole('radio', { name: 'Avocado toast' }))
    const [again] = polls.getAllByRole('button', { name: 'Vote' })
    if (!again) throw new Error('no vote button')
    await user.click(again)
    expect(await polls.findByText('10% (2 votes)')).toBeVisible()
    expect(polls.getByText('29% (6 votes)')).toBeVisible()
  })

  it('loads more posts until all are shown, then hides the button', async () => {
    const user = userEvent.setup()
    await renderProfile()
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Load more posts' }))
    await waitFor(() => expect(posts()).toHaveLength(6))
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 8 posts')
    // Focus moves to the first post the button brought.
    expect(document.activeElement).toBe(posts()[3])

    await user.click(screen.getByRole('button', { name: 'Load more posts' }))
    await waitFor(() => expect(posts()).toHaveLength(8))
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 8 posts')
  })
})
