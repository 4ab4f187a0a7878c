import { accountEndpoints, accountSettingsSchema } from '@/contract/account'
import { blogEndpoints, saveBlogPostRequestSchema, type SaveBlogPostRequest } from '@/contract/blog'
import { cardAnalyticsEndpoints, cardStatisticsEndpoints } from '@/contract/cards'
import { datatablesEndpoints } from '@/contract/datatables'
import { faqEndpoints } from '@/contract/faq'
import { knowledgeBaseEndpoints } from '@/contract/knowledge-base'
import { pricingEndpoints } from '@/contract/pricing'
import { profileEndpoints, profilePostsResponseSchema } from '@/contract/profile'
import { fuzzCases } from '../endpoint-case'
import type { Target } from '../fuzz-kit'

async function settings(target: Target) {
  const response = await target.call(accountEndpoints.getAccountSettings)
  return accountSettingsSchema.parse(await response.json())
}

async function firstPostId(target: Target) {
  const response = await target.call(profileEndpoints.listProfilePosts)
  const [first] = profilePostsResponseSchema.parse(await response.json()).post
  if (!first) throw new Error('no profile post')
  return String(first.id)
}

/** Blog, Profile, Account settings, the content pages and the dashboards' cards. */
export const contentCases = fuzzCases([
  {
    endpoint: blogEndpoints.listBlogPosts,
    query: { q: 'risotto', category: 'Food', perPage: 6, page: 1 },
    free: ['q'],
  },
  { endpoint: blogEndpoints.getBlogSidebar },
  { endpoint: blogEndpoints.getBlogPost, query: { id: 4 } },
  { endpoint: blogEndpoints.getBlogPostEdit, query: { id: 1 } },
  {
    endpoint: blogEndpoints.saveBlogPost,
    input: async function saveBlogPost(target: Target) {
      const response = await target.call(blogEndpoints.getBlogPostEdit, { query: { id: 1 } })
      const { post } = (await response.json()) as { post: Record<string, unknown> }
      const fields = Object.keys(saveBlogPostRequestSchema.shape)
      const body = Object.fromEntries(fields.map((field) => [field, post[field]]))
      return { body: body as SaveBlogPostRequest }
    },
  },
  {
    endpoint: blogEndpoints.addBlogComment,
    body: { postId: 1, name: 'Ada', comment: 'Lovely' },
  },
  { endpoint: profileEndpoints.getProfile },
  { endpoint: profileEndpoints.listProfilePosts, query: { page: 2 } },
  {
    endpoint: profileEndpoints.likeProfilePost,
    input: async function likePost(target: Target) {
      return { params: { id: await firstPostId(target) }, body: { liked: true } }
    },
  },
  {
    endpoint: profileEndpoints.commentProfilePost,
    input: async function commentOnPost(target: Target) {
      return { params: { id: await firstPostId(target) }, body: { comment: 'Lovely dish' } }
    },
  },
  {
    endpoint: profileEndpoints.voteProfilePoll,
    params: { id: 1 },
    body: { optionId: 1 },
    unknownId: '99999',
  },
  { endpoint: accountEndpoints.getAccountSettings },
  {
    endpoint: accountEndpoints['saveAccount-general'],
    input: async (target: Target) => ({ body: (await settings(target)).general }),
  },
  {
    endpoint: accountEndpoints['saveAccount-info'],
    input: async (target: Target) => ({ body: (await settings(target)).info }),
  },
  {
    endpoint: accountEndpoints['saveAccount-social'],
    input: async (target: Target) => ({ body: (await settings(target)).social }),
  },
  {
    endpoint: accountEndpoints['saveAccount-notification'],
    input: async (target: Target) => ({ body: (await settings(target)).notification }),
  },
  {
    endpoint: accountEndpoints.uploadAvatar,
    body: { avatar: `data:image/png;base64,${'A'.repeat(400)}` },
  },
  {
    endpoint: accountEndpoints.changePassword,
    body: {
      currentPassword: 'admin',
      newPassword: 'Risotto2024',
      confirmPassword: 'Risotto2024',
    },
  },
  { endpoint: faqEndpoints.getFaq, query: { q: 'booking' }, free: ['q'] },
  { endpoint: knowledgeBaseEndpoints.listKbCategories },
  {
    endpoint: knowledgeBaseEndpoints.getKbCategory,
    query: { category: 'getting-started' },
    lookups: ['category'],
  },
  {
    endpoint: knowledgeBaseEndpoints.getKbArticle,
    query: { category: 'getting-started', question: 'signing-in-and-out' },
    lookups: ['category', 'question'],
  },
  { endpoint: datatablesEndpoints.getDatatableInitialData },
  {
    endpoint: datatablesEndpoints.listDatatableRows,
    query: { q: 'a', perPage: 10, page: 1, sort: 'full_name:asc' },
    free: ['q'],
  },
  { endpoint: pricingEndpoints.getPricing },
  ...Object.values(cardAnalyticsEndpoints).map((endpoint) => ({ endpoint })),
  ...Object.values(cardStatisticsEndpoints).map((endpoint) => ({ endpoint })),
])
