import { z } from 'zod/mini'
import { endpoints } from './endpoint'
import type { Examples } from './example'
import { pathIdSchema } from './path-id'

const id = z.number().check(z.int(), z.positive())
const count = z.number().check(z.int(), z.nonnegative())
/** A picture address; '' draws initials. */
const picture = z.string().check(z.maxLength(500))

/** How many posts `getProfile` carries, and a page of `listProfilePosts`. */
export const PROFILE_POSTS_PER_PAGE = 3
/** The longest comment the mock accepts, so that one request cannot fill the store. */
export const PROFILE_COMMENT_MAX_LENGTH = 1000

/** The sections the header's tabs lead to (each tab is a link to its section, never a dead tab). */
export const profileSections = ['feed', 'about', 'photos', 'polls'] as const
export const profileSectionSchema = z.enum(profileSections)
export type ProfileSection = z.infer<typeof profileSectionSchema>

/** A person as the profile page shows them: a name and a picture. */
export const profilePersonSchema = z.object({
  fullName: z.string().check(z.minLength(1)),
  avatar: picture,
})
export type ProfilePerson = z.infer<typeof profilePersonSchema>

/** The top card (`header`): cover picture, the person, and the tabs. */
export const profileHeaderSchema = z.object({
  coverImg: picture,
  /** The account's photo: an address, or the uploaded image itself (a data URL). */
  avatar: z.string(),
  fullName: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  designation: z.string(),
  tabs: z.array(z.object({ section: profileSectionSchema, title: z.string() })),
})

export const userAboutSchema = z.object({
  about: z.string(),
  /** The day they joined the group, `YYYY-MM-DD`, when known. */
  joined: z.optional(z.iso.date()),
  lives: z.string(),
  email: z.string(),
  website: z.string(),
})

export const suggestedPageSchema = z.object({
  id,
  avatar: picture,
  title: z.string(),
  subtitle: z.string(),
  favorite: z.boolean(),
})

export const twitterFeedSchema = z.object({
  id,
  avatar: picture,
  name: z.string(),
  handle: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
})

export const latestPhotoSchema = z.object({ id, img: z.string(), alt: z.string() })

/** Someone the viewer may know: `mutualFriends` colleagues in common. */
export const profileSuggestionSchema = z.extend(profilePersonSchema, { id, mutualFriends: count })

/** One comment on a post: plain text (shown as text, never HTML). `time` is an ISO date-time. */
export const profileCommentSchema = z.extend(profilePersonSchema, {
  id,
  comment: z.string(),
  time: z.iso.datetime({ offset: true }),
})
export type ProfileComment = z.infer<typeof profileCommentSchema>

/**
 * A post (an item of the `post` array). `likes` is always
 * `likedUsers.length` and `comments` always `detailedComments.length`;
 * `youLiked` is the signed-in account's own like. `postImg` '' means no picture.
 */
export const profilePostSchema = z.object({
  id,
  author: profilePersonSchema,
  postTime: z.iso.datetime({ offset: true }),
  postText: z.string(),
  postImg: z.string(),
  postImgAlt: z.string(),
  likes: count,
  youLiked: z.boolean(),
  comments: count,
  share: count,
  likedUsers: z.array(profilePersonSchema),
  detailedComments: z.array(profileCommentSchema),
})
export type ProfilePost = z.infer<typeof profilePostSchema>

export const pollOptionSchema = z.object({ id, text: z.string(), votes: count })

/** A poll: `totalVotes` is the sum of the options' votes; `yourVote` the option the account chose. */
export const profilePollSchema = z.object({
  id,
  question: z.string(),
  options: z.array(pollOptionSchema),
  totalVotes: count,
  yourVote: z.nullable(id),
})
export type ProfilePoll = z.infer<typeof profilePollSchema>

/** `getProfile`: everything the page shows, with the first page of posts. */
export const profileDataSchema = z.object({
  header: profileHeaderSchema,
  userAbout: userAboutSchema,
  suggestedPages: z.array(suggestedPageSchema),
  twitterFeeds: z.array(twitterFeedSchema),
  /** The newest posts, `PROFILE_POSTS_PER_PAGE` at most. */
  post: z.array(profilePostSchema),
  /** How many posts there are in all (for "Load more"). */
  postTotal: count,
  latestPhotos: z.array(latestPhotoSchema),
  suggestions: z.array(profileSuggestionSchema),
  polls: z.array(profilePollSchema),
})
export type ProfileData = z.infer<typeof profileDataSchema>

/** `listProfilePosts`: a page of posts, newest first (page 1 is the one `data` carries). */
export const profilePostsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(10_000)), 1),
})
export const profilePostsResponseSchema = z.object({
  post: z.array(profilePostSchema),
  total: count,
})
export type ProfilePostsResponse = z.infer<typeof profilePostsResponseSchema>

/** `likeProfilePost`: sets (not flips) the account's like, so a repeat changes nothing. */
export const likePostRequestSchema = z.strictObject({ liked: z.boolean() })

/** `commentProfilePost`: 1–1000 characters once trimmed. */
export const addCommentRequestSchema = z.strictObject({
  comment: z.string().check(
    z.trim(),
    z.minLength(1, 'Write a comment first'),
    // Written out whole: the UI finds its translation by the text (`messages`, docs/i18n.md).
    z.maxLength(PROFILE_COMMENT_MAX_LENGTH, 'Keep it to 1000 characters'),
  ),
})

/** The answer of like and comment: the post as it now is. */
export const profilePostResponseSchema = z.object({ post: profilePostSchema })

/** `voteProfilePoll`. */
export const votePollRequestSchema = z.strictObject({ optionId: id })
export const profilePollResponseSchema = z.object({ poll: profilePollSchema })

export const profileEndpoints = endpoints('Profile', {
  getProfile: {
    method: 'get',
    path: '/profile/data',
    summary: 'The profile page with its first posts and polls',
    response: profileDataSchema,
  },
  listProfilePosts: {
    method: 'get',
    path: '/profile/posts',
    summary: 'A page of profile posts',
    query: profilePostsQuerySchema,
    response: profilePostsResponseSchema,
  },
  likeProfilePost: {
    method: 'post',
    path: '/profile/posts/:id/like',
    summary: 'Like a post or take the like back',
    params: { id: pathIdSchema },
    body: likePostRequestSchema,
    response: profilePostResponseSchema,
    errors: [404],
  },
  commentProfilePost: {
    method: 'post',
    path: '/profile/posts/:id/comments',
    summary: 'Comment on a post',
    params: { id: pathIdSchema },
    body: addCommentRequestSchema,
    response: profilePostResponseSchema,
    status: 201,
    errors: [404],
  },
  voteProfilePoll: {
    method: 'post',
    path: '/profile/polls/:id/vote',
    summary: 'Vote in a poll',
    params: { id: pathIdSchema },
    body: votePollRequestSchema,
    response: profilePollResponseSchema,
    errors: [404],
  },
})

/**
 * A valid call of each endpoint (src/contract/example.ts); liking and commenting need a
 * stored post's id.
 */
export const profileExamples = {
  getProfile: {},
  listProfilePosts: { query: { page: 2 } },
  voteProfilePoll: { params: { id: 1 }, body: { optionId: 1 }, unknownId: '99999' },
} satisfies Examples<typeof profileEndpoints>
