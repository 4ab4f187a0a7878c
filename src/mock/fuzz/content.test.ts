import { accountSettingsSchema } from '@/contract/account'
import { saveBlogPostRequestSchema } from '@/contract/blog'
import { cardAnalyticsNames, cardStatisticsNames } from '@/contract/cards'
import { profilePostsResponseSchema } from '@/contract/profile'
import { fuzzEndpoints, totals, type FuzzRequest, type Target } from './fuzz-kit'

async function settings(target: Target) {
  const response = await target.send({ method: 'GET', path: '/account-setting/data' })
  return accountSettingsSchema.parse(await response.json())
}

const saveSection =
  (section: 'general' | 'info' | 'social' | 'notification') =>
  async (target: Target): Promise<FuzzRequest> => ({
    method: 'POST',
    path: `/account-setting/${section}`,
    body: (await settings(target))[section],
  })

async function firstPostId(target: Target) {
  const response = await target.send({ method: 'GET', path: '/profile/posts' })
  const [first] = profilePostsResponseSchema.parse(await response.json()).post
  if (!first) throw new Error('no profile post')
  return String(first.id)
}

describe('fuzzing the Blog, Profile, Account settings and content page endpoints', () => {
  fuzzEndpoints([
    {
      request: { method: 'GET', path: '/blog/list/data?q=risotto&category=Food&perPage=6&page=1' },
      free: ['q'],
    },
    { request: { method: 'GET', path: '/blog/list/data/sidebar' } },
    { request: { method: 'GET', path: '/blog/list/data/detail?id=4' } },
    { request: { method: 'GET', path: '/blog/list/data/edit?id=1' } },
    {
      request: async function saveBlogPost(target: Target): Promise<FuzzRequest> {
        const response = await target.send({ method: 'GET', path: '/blog/list/data/edit?id=1' })
        const { post } = (await response.json()) as { post: Record<string, unknown> }
        const fields = Object.keys(saveBlogPostRequestSchema.shape)
        const body = Object.fromEntries(fields.map((field) => [field, post[field]]))
        return { method: 'POST', path: '/blog/list/data/edit', body }
      },
    },
    {
      request: {
        method: 'POST',
        path: '/blog/list/data/comments',
        body: { postId: 1, name: 'Ada', comment: 'Lovely' },
      },
    },
    { request: { method: 'GET', path: '/profile/data' } },
    { request: { method: 'GET', path: '/profile/posts?page=2' } },
    {
      request: async function likePost(target: Target): Promise<FuzzRequest> {
        return {
          method: 'POST',
          path: `/profile/posts/${await firstPostId(target)}/like`,
          body: { liked: true },
        }
      },
    },
    {
      request: async function commentOnPost(target: Target): Promise<FuzzRequest> {
        const path = `/profile/posts/${await firstPostId(target)}/comments`
        return { method: 'POST', path, body: { comment: 'Lovely dish' } }
      },
    },
    {
      request: { method: 'POST', path: '/profile/polls/1/vote', body: { optionId: 1 } },
      pathId: { valid: '1', unknown: '99999' },
    },
    { request: { method: 'GET', path: '/account-setting/data' } },
    { name: 'POST /account-setting/general', request: saveSection('general') },
    { name: 'POST /account-setting/info', request: saveSection('info') },
    { name: 'POST /account-setting/social', request: saveSection('social') },
    { name: 'POST /account-setting/notification', request: saveSection('notification') },
    {
      request: {
        method: 'POST',
        path: '/account-setting/avatar',
        body: { avatar: `data:image/png;base64,${'A'.repeat(400)}` },
      },
    },
    {
      request: {
        method: 'POST',
        path: '/account-setting/change-password',
        body: {
          currentPassword: 'admin',
          newPassword: 'Risotto2024',
          confirmPassword: 'Risotto2024',
        },
      },
    },
    { request: { method: 'GET', path: '/faq/data?q=booking' }, free: ['q'] },
    { request: { method: 'GET', path: '/faq/data/knowledge_base' } },
    {
      request: { method: 'GET', path: '/faq/data/category?category=getting-started' },
      lookups: ['category'],
    },
    {
      request: {
        method: 'GET',
        path: '/faq/data/question?category=getting-started&question=signing-in-and-out',
      },
      lookups: ['category', 'question'],
    },
    { request: { method: 'GET', path: '/api/datatables/initial-data' } },
    {
      request: {
        method: 'GET',
        path: '/api/datatables/data?q=a&perPage=10&page=1&sort=full_name:asc',
      },
      free: ['q'],
    },
    { request: { method: 'GET', path: '/pricing/data' } },
    ...cardAnalyticsNames.map((name) => ({
      request: { method: 'GET', path: `/card/card-analytics/${name}` } as const,
    })),
    ...cardStatisticsNames.map((name) => ({
      request: { method: 'GET', path: `/card/card-statistics/${name}` } as const,
    })),
  ])

  afterAll(() => {
    expect(totals.cases).toBeGreaterThan(500)
    expect(totals.rejected).toBeGreaterThan(300)
  })
})
