import {
  PROFILE_POSTS_PER_PAGE,
  profileEndpoints,
  type ProfilePoll,
  type ProfilePost,
} from '@/contract/profile'
import { requireAbility } from '../auth'
import type { ProfileData } from '@/contract/profile'
import { accountSettingsTable, defaultSettingsFor } from '../fixtures/account'
import type { AccountRecord } from '../fixtures/accounts'
import {
  profileCommentsTable,
  profilePollsTable,
  profilePostsTable,
  profileStatic,
  type ProfilePollRecord,
  type ProfilePostRecord,
} from '../fixtures/profile'
import { fail, notFound } from '../http'
import { mockRoutes, route } from '../route'
import type { Db } from '../store/db'

/** The post as the account sees it: counts derived from the likes and comments, so they always agree. */
function presentPost(db: Db, post: ProfilePostRecord, accountId: number): ProfilePost {
  const detailedComments = db
    .table(profileCommentsTable)
    .all()
    .filter((comment) => comment.postId === post.id)
    .map(({ id, fullName, avatar, comment, time }) => ({ id, fullName, avatar, comment, time }))
  return {
    id: post.id,
    author: post.author,
    postTime: post.postTime,
    postText: post.postText,
    postImg: post.postImg,
    postImgAlt: post.postImgAlt,
    share: post.share,
    likes: post.likedBy.length,
    youLiked: post.likedBy.some((like) => like.accountId === accountId),
    likedUsers: post.likedBy.map(({ fullName, avatar }) => ({ fullName, avatar })),
    comments: detailedComments.length,
    detailedComments,
  }
}

function presentPoll(poll: ProfilePollRecord, accountId: number): ProfilePoll {
  const options = poll.options.map(({ id, text, sampleVotes }) => ({
    id,
    text,
    votes: sampleVotes + poll.votes.filter((vote) => vote.optionId === id).length,
  }))
  return {
    id: poll.id,
    question: poll.question,
    options,
    totalVotes: options.reduce((sum, option) => sum + option.votes, 0),
    yourVote: poll.votes.find((vote) => vote.accountId === accountId)?.optionId ?? null,
  }
}

/** Newest first: the latest post time, then the higher id. */
function postsInOrder(db: Db): ProfilePostRecord[] {
  return [...db.table(profilePostsTable).all()].sort(
    (a, b) => b.postTime.localeCompare(a.postTime) || b.id - a.id,
  )
}

function pageOfPosts(db: Db, page: number, accountId: number) {
  const all = postsInOrder(db)
  const start = (page - 1) * PROFILE_POSTS_PER_PAGE
  return {
    post: all
      .slice(start, start + PROFILE_POSTS_PER_PAGE)
      .map((post) => presentPost(db, post, accountId)),
    total: all.length,
  }
}

function postOf(db: Db, id: number): ProfilePostRecord {
  const post = db.table(profilePostsTable).get(id)
  if (!post) notFound('Post')
  return post
}

const me = (account: AccountRecord) => ({
  fullName: account.fullName,
  avatar: account.avatar,
})

/**
 * The header and About of the signed-in account's own profile: its name, username and photo, its
 * role and company, and what its account settings say about it (bio, country, website). The
 * feed, photos and side lists stay the group's sample content.
 */
function ownProfile(db: Db, account: AccountRecord): Pick<ProfileData, 'header' | 'userAbout'> {
  const settings =
    db.table(accountSettingsTable).find((row) => row.accountId === account.id) ??
    defaultSettingsFor(account)
  const role = account.role.charAt(0).toUpperCase() + account.role.slice(1)
  const { company } = settings.general
  return {
    header: {
      ...profileStatic.header,
      avatar: account.avatar,
      fullName: account.fullName,
      username: account.username,
      designation: company ? `${role}, ${company}` : role,
    },
    userAbout: {
      about: settings.info.bio,
      lives: settings.info.country,
      email: account.email,
      website: settings.info.website,
    },
  }
}

const { getProfile, listProfilePosts, likeProfilePost, commentProfilePost, voteProfilePoll } =
  profileEndpoints

/**
 * The profile page (`getProfile`) and the calls behind what the page
 * does: more posts, likes, comments and poll votes.
 */
export const profileRoutes = mockRoutes(
  route(getProfile, requireAbility('read', 'Page'), (c) => {
    const { db, account } = c.var
    const { post, total } = pageOfPosts(db, 1, account.id)
    return c.json({
      ...profileStatic,
      ...ownProfile(db, account),
      post,
      postTotal: total,
      polls: db
        .table(profilePollsTable)
        .all()
        .map((poll) => presentPoll(poll, account.id)),
    })
  }),
  route(listProfilePosts, requireAbility('read', 'Page'), (c, { query: { page } }) =>
    c.json(pageOfPosts(c.var.db, page, c.var.account.id)),
  ),
  route(likeProfilePost, requireAbility('update', 'Page'), (c, { params, body: { liked } }) => {
    const { db, account } = c.var
    const post = postOf(db, params.id)
    const others = post.likedBy.filter((like) => like.accountId !== account.id)
    const likedBy = liked ? [...others, { ...me(account), accountId: account.id }] : others
    const updated = db.table(profilePostsTable).update(post.id, { likedBy }) ?? post
    return c.json({ post: presentPost(db, updated, account.id) })
  }),
  route(
    commentProfilePost,
    requireAbility('update', 'Page'),
    (c, { params, body: { comment } }) => {
      const { db, account } = c.var
      const post = postOf(db, params.id)
      db.table(profileCommentsTable).insert({
        postId: post.id,
        ...me(account),
        comment,
        time: new Date().toISOString(),
      })
      return c.json({ post: presentPost(db, post, account.id) }, 201)
    },
  ),
  route(voteProfilePoll, requireAbility('update', 'Page'), (c, { params, body: { optionId } }) => {
    const { db, account } = c.var
    const poll = db.table(profilePollsTable).get(params.id)
    if (!poll) notFound('Poll')
    if (!poll.options.some((option) => option.id === optionId))
      fail(400, { error: { optionId: 'Choose one of this poll’s options' } })
    // One vote per account: voting again moves it.
    const votes = [
      ...poll.votes.filter((vote) => vote.accountId !== account.id),
      { accountId: account.id, optionId },
    ]
    const updated = db.table(profilePollsTable).update(poll.id, { votes }) ?? poll
    return c.json({ poll: presentPoll(updated, account.id) })
  }),
)
