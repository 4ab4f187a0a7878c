import { ADMIN, CLIENT, mockClient } from '@/test/mock-client'
import { errorBodySchema } from '@/contract/errors'
import {
  blogCategories,
  blogCommentResponseSchema,
  blogDetailResponseSchema,
  blogEditResponseSchema,
  blogListResponseSchema,
  blogSidebarResponseSchema,
  blogSlugTakenMessage,
  slugify,
} from '@/contract/blog'
import { createMockApp } from '../app'
import { createDb, type Db } from '../store/db'
import { blogCommentsTable, blogPostsTable } from '../fixtures/blog'

let db: Db
let app: ReturnType<typeof createMockApp>
const { get, post, tokenOf } = mockClient(() => app)
let admin: string

beforeEach(async () => {
  db = createDb()
  app = createMockApp(db)
  admin = await tokenOf(ADMIN)
})

const posts = () => db.table(blogPostsTable)
const comments = () => db.table(blogCommentsTable)
const snapshot = () => structuredClone({ posts: posts().all(), comments: comments().all() })

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  return errorBodySchema.parse(await response.json()).error
}

async function list(query = '') {
  const response = await get(`/blog/list/data${query}`, admin)
  expect(response.status).toBe(200)
  return blogListResponseSchema.parse(await response.json())
}

/** The edit page's body for post `id`, as it is stored, with `changes`. */
function editBody(id: number, changes: Record<string, unknown> = {}) {
  const record = posts().get(id)
  if (!record) throw new Error(`no post ${String(id)}`)
  return {
    id,
    blogTitle: record.title,
    blogCategories: record.tags,
    slug: record.slug,
    status: record.status,
    excerpt: record.excerpt,
    featuredImage: record.img,
    ...changes,
  }
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe('the sample posts', () => {
  it('has 10–14 valid posts with unique slugs, over every category, and comments on real posts', () => {
    const all = posts().all()
    expect(all.length).toBeGreaterThanOrEqual(10)
    expect(all.length).toBeLessThanOrEqual(14)
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length)
    for (const p of all) expect(p.slug).toBe(slugify(p.title))
    for (const category of blogCategories)
      expect(all.some((p) => p.tags.includes(category))).toBe(true)
    expect(all.filter((p) => p.tags.includes('Food')).length).toBeGreaterThan(all.length / 2)
    for (const c of comments().all()) expect(posts().get(c.postId)).toBeDefined()
  })
})

describe('GET /blog/list/data', () => {
  it('answers 6 posts a page, newest first, with plain-text excerpts and comment counts', async () => {
    const { posts: page1, total } = await list()
    expect(total).toBe(posts().all().length)
    expect(page1).toHaveLength(6)
    const days = page1.map((p) => p.blogPosted)
    expect(days).toEqual([...days].sort().reverse())
    for (const item of page1) {
      expect(item.excerpt).not.toMatch(/[<>]/)
      expect(item.comment).toBe(
        comments()
          .all()
          .filter((c) => c.postId === item.id).length,
      )
    }
    const first = await list('?page=1&perPage=1')
    expect(first.posts[0]?.id).toBe(page1[0]?.id)
  })

  it('pages with page and perPage; past the end is empty with the total', async () => {
    const all = (await list('?perPage=50')).posts
    const second = await list('?page=2&perPage=4')
    expect(second.posts.map((p) => p.id)).toEqual(all.slice(4, 8).map((p) => p.id))
    const past = await list('?page=9')
    expect(past.posts).toEqual([])
    expect(past.total).toBe(all.length)
  })

  it('searches title and excerpt text case-insensitively', async () => {
    const byTitle = await list('?q=TAGLIATELLE')
    expect(byTitle.posts.map((p) => p.title)).toEqual(['Fresh tagliatelle, step by step'])
    // "thermometer" is only in an excerpt; "strong" only in a tag of another excerpt's markup.
    const byExcerpt = await list('?q=thermometer')
    expect(byExcerpt.posts.map((p) => p.title)).toEqual(['New kitchen uniforms arrive next month'])
    expect((await list('?q=strong')).posts.map((p) => p.title)).toEqual([
      'Tiramisu, the way Nonna made it',
    ])
    expect(await list('?q=nothing-like-this')).toEqual({ posts: [], total: 0 })
  })

  it.each(blogCategories)('category=%s shows only posts with that tag', async (category) => {
    const { posts: found, total } = await list(`?category=${category}&perPage=50`)
    expect(total).toBeGreaterThan(0)
    expect(found.every((p) => p.tags.includes(category))).toBe(true)
    expect(total).toBe(
      posts()
        .all()
        .filter((p) => p.tags.includes(category)).length,
    )
  })

  it('combines q and category', async () => {
    const { posts: found } = await list('?category=Video&q=bream')
    expect(found.map((p) => p.id)).toEqual([6])
  })

  it.each(['?category=Drinks', '?page=0', '?perPage=51', '?perPage=x', `?q=${'a'.repeat(201)}`])(
    '%s is a 400 naming the parameter',
    async (query) => {
      const response = await get(`/blog/list/data${query}`, admin)
      const error = await expectError(response, 400)
      const field = query.slice(1).split('=')[0] ?? ''
      expect(error).toHaveProperty([field])
    },
  )
})

describe('GET /blog/list/data/sidebar', () => {
  it('answers the 4 newest posts and all five categories with counts', async () => {
    const response = await get('/blog/list/data/sidebar', admin)
    expect(response.status).toBe(200)
    const { recentPosts, categories } = blogSidebarResponseSchema.parse(await response.json())
    expect(recentPosts.map((p) => p.id)).toEqual((await list()).posts.slice(0, 4).map((p) => p.id))
    expect(categories.map((c) => c.category)).toEqual([...blogCategories])
    for (const { category, count } of categories)
      expect(count).toBe(
        posts()
          .all()
          .filter((p) => p.tags.includes(category)).length,
      )
  })
})

describe('GET /blog/list/data/detail', () => {
  it('answers the post with its HTML content and its comments', async () => {
    const response = await get('/blog/list/data/detail?id=4', admin)
    expect(response.status).toBe(200)
    const detail = blogDetailResponseSchema.parse(await response.json())
    expect(detail.post.title).toBe('Staff games night: the results')
    expect(detail.post.content).toContain('<ul>')
    expect(detail.comments).toHaveLength(3)
    expect(detail.comments.every((c) => c.postId === 4)).toBe(true)
  })

  it('404s for an unknown id and 400s for a missing or invalid one', async () => {
    expect(await expectError(await get('/blog/list/data/detail?id=999', admin), 404)).toBe(
      'Post not found',
    )
    expect(await expectError(await get('/blog/list/data/detail', admin), 400)).toHaveProperty('id')
    expect(
      await expectError(await get('/blog/list/data/detail?id=abc', admin), 400),
    ).toHaveProperty('id')
    expect(await expectError(await get('/blog/list/data/detail?id=-1', admin), 400)).toHaveProperty(
      'id',
    )
  })
})

describe('GET /blog/list/data/edit', () => {
  it('answers the edit shape', async () => {
    const response = await get('/blog/list/data/edit?id=2', admin)
    expect(response.status).toBe(200)
    const { post: edit } = blogEditResponseSchema.parse(await response.json())
    const record = posts().get(2)
    expect(edit).toMatchObject({
      id: 2,
      blogTitle: record?.title,
      blogCategories: record?.tags,
      slug: record?.slug,
      status: record?.status,
      excerpt: record?.excerpt,
      featuredImage: record?.img,
    })
  })

  it('404s for an unknown id, 400s for an invalid one', async () => {
    await expectError(await get('/blog/list/data/edit?id=999', admin), 404)
    await expectError(await get('/blog/list/data/edit?id=1.5', admin), 400)
  })
})

describe('POST /blog/list/data/edit', () => {
  it('saves every field; the list and the detail show the change', async () => {
    const body = editBody(3, {
      blogTitle: 'Kitchen uniforms: the new jackets',
      blogCategories: ['Fashion', 'Video'],
      slug: 'kitchen-uniforms-the-new-jackets',
      status: 'Draft',
      excerpt: '<p>Lighter jackets.</p>',
      featuredImage: PNG,
    })
    const response = await post('/blog/list/data/edit', body, admin)
    expect(response.status).toBe(200)
    const { post: saved } = blogEditResponseSchema.parse(await response.json())
    expect(saved).toMatchObject({ ...body })
    const item = (await list('?q=new jackets')).posts[0]
    expect(item).toMatchObject({ id: 3, tags: ['Fashion', 'Video'], excerpt: 'Lighter jackets.' })
    const detail = blogDetailResponseSchema.parse(
      await (await get('/blog/list/data/detail?id=3', admin)).json(),
    )
    expect(detail.post).toMatchObject({ title: body.blogTitle, img: PNG, status: 'Draft' })
  })

  it('keeps HTML as given (it is sanitised where it is shown), and the list shows its text only', async () => {
    const excerpt = '<p>Hi</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>'
    expect((await post('/blog/list/data/edit', editBody(1, { excerpt }), admin)).status).toBe(200)
    expect(posts().get(1)?.excerpt).toBe(excerpt)
    expect((await list('?q=tagliatelle')).posts[0]?.excerpt).toBe('Hi window.__xss=1')
  })

  it('refuses a slug another post has with 409 on the slug; its own slug is fine', async () => {
    const before = snapshot()
    const taken = posts().get(2)?.slug
    const response = await post('/blog/list/data/edit', editBody(1, { slug: taken }), admin)
    expect(await expectError(response, 409)).toEqual({ slug: blogSlugTakenMessage })
    expect(snapshot()).toEqual(before)
    expect((await post('/blog/list/data/edit', editBody(1), admin)).status).toBe(200)
  })

  it.each([
    ['blogTitle', { blogTitle: '   ' }],
    ['blogTitle', { blogTitle: 'x'.repeat(121) }],
    ['blogCategories', { blogCategories: [] }],
    ['blogCategories.0', { blogCategories: ['Drinks'] }],
    ['blogCategories', { blogCategories: ['Food', 'Food'] }],
    ['slug', { slug: 'Not A Slug' }],
    ['slug', { slug: 'double--hyphen' }],
    ['slug', { slug: '' }],
    ['status', { status: 'Archived' }],
    ['excerpt', { excerpt: '' }],
    ['featuredImage', { featuredImage: 'https://example.com/a.png' }],
    ['featuredImage', { featuredImage: 'data:image/svg+xml;base64,PHN2Zz4=' }],
    ['featuredImage', { featuredImage: `data:image/png;base64,${'A'.repeat(1_500_000)}` }],
    ['extra', { extra: 1 }],
    ['id', { id: 'one' }],
  ])('refuses a bad %s with 400 and changes nothing', async (field, changes) => {
    const before = snapshot()
    const response = await post('/blog/list/data/edit', editBody(1, changes), admin)
    expect(await expectError(response, 400)).toHaveProperty([field])
    expect(snapshot()).toEqual(before)
  })

  it('refuses malformed JSON with 400, and 404s an unknown post', async () => {
    expect(await expectError(await post('/blog/list/data/edit', '{', admin), 400)).toHaveProperty(
      'body',
    )
    const before = snapshot()
    const response = await post('/blog/list/data/edit', { ...editBody(1), id: 999 }, admin)
    expect(await expectError(response, 404)).toBe('Post not found')
    expect(snapshot()).toEqual(before)
  })
})

describe('POST /blog/list/data/comments', () => {
  it('adds a comment by the signed-in account with a fresh id (201)', async () => {
    const before = comments().all().length
    const response = await post(
      '/blog/list/data/comments',
      { postId: 2, comment: '  Lovely pairing.  ' },
      admin,
    )
    expect(response.status).toBe(201)
    const { comment } = blogCommentResponseSchema.parse(await response.json())
    expect(comment).toMatchObject({
      postId: 2,
      userFullName: 'John Doe',
      comment: 'Lovely pairing.',
    })
    expect(comment.id).toBeGreaterThan(before)
    expect(comments().all()).toHaveLength(before + 1)
    expect((await list('?q=truffle')).posts[0]?.comment).toBe(2)
  })

  it('takes a name when one is given', async () => {
    const response = await post(
      '/blog/list/data/comments',
      { postId: 2, name: 'Rosa', comment: 'Yes!' },
      admin,
    )
    expect(response.status).toBe(201)
    const { comment } = blogCommentResponseSchema.parse(await response.json())
    expect(comment).toMatchObject({ userFullName: 'Rosa', avatar: '' })
  })

  it.each([
    ['comment', { postId: 2, comment: '   ' }],
    ['comment', { postId: 2, comment: 'x'.repeat(1001) }],
    ['name', { postId: 2, name: '', comment: 'Hi' }],
    ['postId', { postId: 0, comment: 'Hi' }],
    ['postId', { comment: 'Hi' }],
    ['userFullName', { postId: 2, comment: 'Hi', userFullName: 'X' }],
  ])('refuses a bad %s with 400 and adds nothing', async (field, body) => {
    const before = snapshot()
    const response = await post('/blog/list/data/comments', body, admin)
    expect(await expectError(response, 400)).toHaveProperty([field])
    expect(snapshot()).toEqual(before)
  })

  it('404s for an unknown post and adds nothing', async () => {
    const before = snapshot()
    const response = await post('/blog/list/data/comments', { postId: 999, comment: 'Hi' }, admin)
    expect(await expectError(response, 404)).toBe('Post not found')
    expect(snapshot()).toEqual(before)
  })
})

describe('auth', () => {
  const calls: [string, (token?: string) => Promise<Response>][] = [
    ['list', (token) => get('/blog/list/data', token)],
    ['sidebar', (token) => get('/blog/list/data/sidebar', token)],
    ['detail', (token) => get('/blog/list/data/detail?id=1', token)],
    ['edit', (token) => get('/blog/list/data/edit?id=1', token)],
    ['save', (token) => post('/blog/list/data/edit', editBody(1), token)],
    ['comment', (token) => post('/blog/list/data/comments', { postId: 1, comment: 'Hi' }, token)],
  ]

  it.each(calls)('%s: 401 without a token, 403 for the client account', async (_, call) => {
    const before = snapshot()
    expect((await call()).status).toBe(401)
    expect((await call(await tokenOf(CLIENT))).status).toBe(403)
    expect(snapshot()).toEqual(before)
  })
})
