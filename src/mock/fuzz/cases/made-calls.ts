import { accountEndpoints, accountSettingsSchema } from '@/contract/account'
import { authEndpoints, loginResponseSchema } from '@/contract/auth'
import { blogEndpoints, saveBlogPostRequestSchema, type SaveBlogPostRequest } from '@/contract/blog'
import { profileEndpoints, profilePostsResponseSchema } from '@/contract/profile'
import { ADMIN } from '@/test/mock-client'
import { madeCalls, type AnyEndpointCase } from '../endpoint-case'
import type { Target } from '../fuzz-kit'
import type { FuzzSuite } from '../suites'

// The endpoints whose valid call depends on the running back end's data: each call is made
// by `input` from the sample data. Every other endpoint's valid call is its example, beside
// its declaration in src/contract.

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

/** The made calls, by the fuzz suite that runs them (the one of the endpoint's group). */
export const suiteMadeCalls = {
  core: madeCalls([
    {
      endpoint: authEndpoints.refreshToken,
      input: async function refreshToken(target: Target) {
        const login = await target.call(authEndpoints.login, { body: ADMIN })
        const { refreshToken } = loginResponseSchema.parse(await login.json())
        return { body: { refreshToken } }
      },
    },
  ]),
  content: madeCalls([
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
  ]),
} satisfies Partial<Record<FuzzSuite, readonly AnyEndpointCase[]>>
