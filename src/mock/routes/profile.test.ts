import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import { accountSettingsSchema } from '@/contract/account'
import { errorBodySchema } from '@/contract/errors'
import {
  PROFILE_COMMENT_MAX_LENGTH,
  PROFILE_POSTS_PER_PAGE,
  profileDataSchema,
  profilePollResponseSchema,
  profilePostResponseSchema,
  profilePostsResponseSchema,
  type ProfilePost,
} from '@/contract/profile'
import { createMockApp } from '../app'
import { profileCommentsTable, profilePollsTable, profilePostsTable } from '../fixtures/profile'
import { createDb, type Db } from '../store/db'

let db: Db
let app: ReturnType<typeof createMockApp>
const { get, post, tokenOf } = mockClient(() => app)

beforeEach(() => {
  db = createDb()
  app = createMockApp(db)
})

async function profileData(token: string) {
  const response = await get('/profile/data', token)
  expect(response.status).toBe(200)
  return profileDataSchema.parse(await response.json())
}

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error
}

/** Counts always agree with the lists they count. */
function expectConsistent(item: ProfilePost) {
  expect(item.likes).toBe(item.likedUsers.length)
  expect(item.comments).toBe(item.detailedComments.length)
}

const like = (id: number | string, liked: unknown, token?: string) =>
  post(`/profile/posts/${String(id)}/like`, { liked }, token)
const comment = (id: number | string, body: unknown, token?: string) =>
  post(`/profile/posts/${String(id)}/comments`, body, token)
const vote = (id: number | string, body: unknown, token?: string) =>
  post(`/profile/polls/${String(id)}/vote`, body, token)

describe('GET /profile/data', () => {
  it("shows the signed-in account's own name, photo, bio and country, as its settings say", async () => {
    const admin = await tokenOf(ADMIN)
    expect((await profileData(admin)).header).toMatchObject({
      fullName: 'John Doe',
      username: 'johndoe',
    })
    const settings = accountSettingsSchema.parse(
      await (await get('/account-setting/data', admin)).json(),
    )
    const general = { ...settings.general, fullName: 'Giovanni Rossi', company: 'Tavola Harbour' }
    expect((await post('/account-setting/general', general, admin)).status).toBe(200)
    const info = { ...settings.info, bio: 'Runs the Harbour floor.', country: 'Portugal' }
    expect((await post('/account-setting/info', info, admin)).status).toBe(200)

    const data = await profileData(admin)
    expect(data.header).toMatchObject({
      fullName: 'Giovanni Rossi',
      designation: 'Admin, Tavola Harbour',
    })
    expect(data.userAbout).toMatchObject({
      about: 'Runs the Harbour floor.',
      lives: 'Portugal',
      email: 'admin@demo.com',
    })
  })

  it('answers every part of the page with the first page of posts, newest first', async () => {
    const data = await profileData(await tokenOf(ADMIN))
    expect(data.header.fullName).toBe('John Doe')
    expect(data.header.designation).toBe('Admin, Tavola Trattoria Group')
    expect(data.header.tabs.map((tab) => tab.section)).toEqual(['feed', 'about', 'photos', 'polls'])
    expect(data.userAbout.email).toContain('@')
    expect(data.suggestedPages.length).toBeGreaterThan(0)
    expect(data.twitterFeeds.length).toBeGreaterThan(0)
    expect(data.latestPhotos.length).toBe(6)
    expect(data.suggestions.length).toBeGreaterThan(0)
    expect(data.post).toHaveLength(PROFILE_POSTS_PER_PAGE)
    expect(data.postTotal).toBe(db.table(profilePostsTable).all().length)
    const times = data.post.map((item) => item.postTime)
    expect(times).toEqual([...times].sort().reverse())
    data.post.forEach(expectConsistent)
    expect(data.post.some((item) => item.comments > 0)).toBe(true)
    expect(data.post.every((item) => !item.youLiked)).toBe(true)
    expect(data.polls.length).toBeGreaterThan(0)
    for (const poll of data.polls) {
      expect(poll.yourVote).toBeNull()
      expect(poll.totalVotes).toBe(poll.options.reduce((sum, option) => sum + option.votes, 0))
    }
  })

  it('needs a token (401) and the Page ability (403 for the client account)', async () => {
    expect((await get('/profile/data')).status).toBe(401)
    expect((await get('/profile/data', await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('GET /profile/posts', () => {
  it('pages through every post once, newest first; a page past the end is empty', async () => {
    const token = await tokenOf(ADMIN)
    const total = db.table(profilePostsTable).all().length
    const ids: number[] = []
    for (let page = 1; page <= Math.ceil(total / PROFILE_POSTS_PER_PAGE); page++) {
      const response = await get(`/profile/posts?page=${String(page)}`, token)
      expect(response.status).toBe(200)
      const answer = profilePostsResponseSchema.parse(await response.json())
      expect(answer.total).toBe(total)
      ids.push(...answer.post.map((item) => item.id))
    }
    expect(ids).toHaveLength(total)
    expect(new Set(ids).size).toBe(total)
    const first = (await profileData(token)).post.map((item) => item.id)
    expect(ids.slice(0, PROFILE_POSTS_PER_PAGE)).toEqual(first)

    const past = await get('/profile/posts?page=99', token)
    expect(profilePostsResponseSchema.parse(await past.json())).toEqual({ post: [], total })
  })

  it('refuses a page that is not a positive whole number', async () => {
    const token = await tokenOf(ADMIN)
    for (const page of ['0', '-1', '1.5', 'two']) {
      const response = await get(`/profile/posts?page=${page}`, token)
      expect(response.status).toBe(400)
      expect(await errorOf(response)).toHaveProperty('page')
    }
  })

  it('needs a token and the Page ability', async () => {
    expect((await get('/profile/posts')).status).toBe(401)
    expect((await get('/profile/posts', await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('POST /profile/posts/{id}/like', () => {
  it('likes and unlikes, keeping the count equal to the people who like it', async () => {
    const token = await tokenOf(ADMIN)
    const [first] = (await profileData(token)).post
    if (!first) throw new Error('no post')

    const liked = await like(first.id, true, token)
    expect(liked.status).toBe(200)
    const afterLike = profilePostResponseSchema.parse(await liked.json()).post
    expect(afterLike.youLiked).toBe(true)
    expect(afterLike.likes).toBe(first.likes + 1)
    expect(afterLike.likedUsers.at(-1)).toEqual({ fullName: 'John Doe', avatar: '' })
    expectConsistent(afterLike)

    // Setting, not flipping: a repeat (a double click) changes nothing.
    const again = profilePostResponseSchema.parse(await (await like(first.id, true, token)).json())
    expect(again.post.likes).toBe(first.likes + 1)

    const unliked = profilePostResponseSchema.parse(
      await (await like(first.id, false, token)).json(),
    )
    expect(unliked.post).toEqual(first)
    expect((await profileData(token)).post[0]).toEqual(first)
  })

  it('answers 404 for an unknown post and 400 for a bad body, changing nothing', async () => {
    const token = await tokenOf(ADMIN)
    const before = structuredClone(db.table(profilePostsTable).all())
    const unknown = await like(999, true, token)
    expect(unknown.status).toBe(404)
    expect(await errorOf(unknown)).toBe('Post not found')
    expect((await like('abc', true, token)).status).toBe(404)
    for (const body of [{}, { liked: 'yes' }, { liked: true, extra: 1 }]) {
      const response = await post('/profile/posts/8/like', body, token)
      expect(response.status).toBe(400)
    }
    expect(await errorOf(await post('/profile/posts/8/like', 'not json', token))).toHaveProperty(
      'body',
    )
    expect(db.table(profilePostsTable).all()).toEqual(before)
  })

  it('needs a token and the Page ability', async () => {
    expect((await like(8, true)).status).toBe(401)
    expect((await like(8, true, await tokenOf(CLIENT))).status).toBe(403)
    expect(
      db
        .table(profilePostsTable)
        .get(8)
        ?.likedBy.some((l) => l.accountId !== null),
    ).toBe(false)
  })
})

describe('POST /profile/posts/{id}/comments', () => {
  it('adds a trimmed comment by the signed-in account with a fresh id', async () => {
    const token = await tokenOf(ADMIN)
    const [first] = (await profileData(token)).post
    if (!first) throw new Error('no post')
    const response = await comment(first.id, { comment: '  Lovely <b>dish</b>  ' }, token)
    expect(response.status).toBe(201)
    const { post: updated } = profilePostResponseSchema.parse(await response.json())
    expect(updated.comments).toBe(first.comments + 1)
    expectConsistent(updated)
    const added = updated.detailedComments.at(-1)
    expect(added).toMatchObject({ fullName: 'John Doe', comment: 'Lovely <b>dish</b>' })
    const maxSeedId = Math.max(...first.detailedComments.map((c) => c.id))
    expect(added?.id).toBeGreaterThan(maxSeedId)
    expect((await profileData(token)).post[0]?.detailedComments.at(-1)).toEqual(added)

    const longest = 'x'.repeat(PROFILE_COMMENT_MAX_LENGTH)
    expect((await comment(first.id, { comment: longest }, token)).status).toBe(201)
  })

  it('refuses an empty, blank or too long comment (400) and an unknown post (404)', async () => {
    const token = await tokenOf(ADMIN)
    const before = structuredClone(db.table(profileCommentsTable).all())
    for (const body of [
      { comment: '' },
      { comment: '   ' },
      { comment: 'x'.repeat(PROFILE_COMMENT_MAX_LENGTH + 1) },
      {},
      { comment: 'Hi', postId: 3 },
    ]) {
      const response = await comment(8, body, token)
      expect(response.status).toBe(400)
    }
    expect(await errorOf(await comment(8, { comment: ' ' }, token))).toEqual({
      comment: 'Write a comment first',
    })
    const unknown = await comment(999, { comment: 'Hello' }, token)
    expect(unknown.status).toBe(404)
    expect(db.table(profileCommentsTable).all()).toEqual(before)
  })

  it('needs a token and the Page ability', async () => {
    expect((await comment(8, { comment: 'Hi' })).status).toBe(401)
    expect((await comment(8, { comment: 'Hi' }, await tokenOf(CLIENT))).status).toBe(403)
  })
})

describe('POST /profile/polls/{id}/vote', () => {
  it('counts one vote per account; voting again moves it', async () => {
    const token = await tokenOf(ADMIN)
    const [poll] = (await profileData(token)).polls
    const [optionA, optionB] = poll?.options ?? []
    if (!poll || !optionA || !optionB) throw new Error('no poll')

    const first = await vote(poll.id, { optionId: optionA.id }, token)
    expect(first.status).toBe(200)
    const voted = profilePollResponseSchema.parse(await first.json()).poll
    expect(voted.yourVote).toBe(optionA.id)
    expect(voted.totalVotes).toBe(poll.totalVotes + 1)
    expect(voted.options[0]?.votes).toBe(optionA.votes + 1)

    const moved = profilePollResponseSchema.parse(
      await (await vote(poll.id, { optionId: optionB.id }, token)).json(),
    ).poll
    expect(moved.yourVote).toBe(optionB.id)
    expect(moved.totalVotes).toBe(poll.totalVotes + 1)
    expect(moved.options[0]?.votes).toBe(optionA.votes)
    expect(moved.options[1]?.votes).toBe(optionB.votes + 1)
    expect((await profileData(token)).polls[0]).toEqual(moved)
  })

  it('refuses an option of another poll (400) and an unknown poll (404), changing nothing', async () => {
    const token = await tokenOf(ADMIN)
    const before = structuredClone(db.table(profilePollsTable).all())
    const otherPollsOption = db.table(profilePollsTable).get(2)?.options[0]?.id
    const wrong = await vote(1, { optionId: otherPollsOption }, token)
    expect(wrong.status).toBe(400)
    expect(await errorOf(wrong)).toHaveProperty('optionId')
    for (const body of [{}, { optionId: 'one' }, { optionId: 1, again: true }]) {
      expect((await vote(1, body, token)).status).toBe(400)
    }
    expect((await vote(999, { optionId: 1 }, token)).status).toBe(404)
    expect(db.table(profilePollsTable).all()).toEqual(before)
  })

  it('needs a token and the Page ability', async () => {
    expect((await vote(1, { optionId: 1 })).status).toBe(401)
    expect((await vote(1, { optionId: 1 }, await tokenOf(CLIENT))).status).toBe(403)
  })
})
