// The messages between a page and the owner of the mock's data (src/mock/host.ts).
// Both sides check what they receive: anything that does not match is ignored.

/**
 * The name of a scale's store: its IndexedDB database, its SharedWorker, its
 * lock and channel. A 100× copy never mixes with the 1× one.
 */
export const storeName = (scale: number) => `tavola-mock-x${String(scale)}`

/** Set on the 404 the mock gives for paths it has no route for, so the page lets them through. */
export const UNMATCHED_HEADER = 'x-mock-unmatched'

/** A call, as the page's interceptor caught it: the path below the API base, with its query. */
export interface CallMessage {
  type: 'call'
  id: number
  method: string
  path: string
  headers: [string, string][]
  body?: ArrayBuffer
  /** The page's clock when it called (ms): the mock's token times follow it, as they did in the page. */
  now: number
}

/** The answer to the call with the same id. */
export interface AnswerMessage {
  type: 'answer'
  id: number
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

/** Page → owner. */
export type PageMessage = CallMessage
/** Owner → page: an answer; the tables a call from another page changed; stored data discarded. */
export type OwnerMessage =
  AnswerMessage | { type: 'changed'; tables: string[] } | { type: 'discarded' }

/**
 * What to transfer with a message instead of copying it: an answer's body, read into a buffer of
 * its own (`answerMessage`), moves to the page at no cost, where a 3 MB list took milliseconds to
 * copy. A call's body is copied: the page keeps the call to post it again to a new owner.
 */
export const transferOf = (message: OwnerMessage): ArrayBuffer[] =>
  message.type === 'answer' ? [message.body] : []

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isHeaders = (value: unknown): value is [string, string][] =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  )

export function parsePageMessage(data: unknown): PageMessage | undefined {
  if (!isRecord(data) || data.type !== 'call') return undefined
  const { id, method, path, headers, body, now } = data
  if (typeof id !== 'number' || typeof method !== 'string' || typeof path !== 'string') return
  if (typeof now !== 'number' || !Number.isFinite(now)) return undefined
  if (!path.startsWith('/') || !isHeaders(headers)) return undefined
  if (body !== undefined && !(body instanceof ArrayBuffer)) return undefined
  return { type: 'call', id, method, path, headers, body, now }
}

export function parseOwnerMessage(data: unknown): OwnerMessage | undefined {
  if (!isRecord(data)) return undefined
  if (data.type === 'discarded') return { type: 'discarded' }
  if (data.type === 'changed') {
    const { tables } = data
    if (!Array.isArray(tables)) return undefined
    return { type: 'changed', tables: tables.filter((t) => typeof t === 'string') }
  }
  if (data.type !== 'answer') return undefined
  const { id, status, headers, body } = data
  if (typeof id !== 'number' || typeof status !== 'number' || !isHeaders(headers)) return undefined
  if (!(body instanceof ArrayBuffer)) return undefined
  return { type: 'answer', id, status, headers, body }
}

/** The call as a message (the body read once, so it can be posted). */
export async function callMessage(id: number, path: string, request: Request) {
  const read = request.method !== 'GET' && request.method !== 'HEAD'
  const message: CallMessage = {
    type: 'call',
    id,
    method: request.method,
    path,
    headers: [...request.headers],
    now: Date.now(),
  }
  if (read) message.body = await request.arrayBuffer()
  return message
}

export function requestOf(call: CallMessage): Request {
  return new Request(new URL(call.path, 'http://mock.local'), {
    method: call.method,
    headers: call.headers,
    body: call.body,
  })
}

/**
 * A body's bytes in one buffer of their own, to transfer: a list's answer is the one chunk of a
 * stream (`oneChunk`) holding bytes the list keeps (src/mock/json-list.ts), which this copies
 * once. Chromium's `arrayBuffer()` took 24 ms more than that copy to read the chunk of a 3 MB
 * answer (docs/bench.md, "The big answers: one chunk of a stream, transferred").
 */
async function bodyBytes(response: Response): Promise<ArrayBuffer> {
  if (!response.body) return new ArrayBuffer(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
    size += read.value.byteLength
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes.buffer
}

export async function answerMessage(id: number, response: Response): Promise<AnswerMessage> {
  return {
    type: 'answer',
    id,
    status: response.status,
    headers: [...response.headers],
    body: await bodyBytes(response),
  }
}

/** Statuses that carry no body: the Response constructor refuses one for them. */
const NO_BODY = new Set([101, 204, 205, 304])

/**
 * Bytes as the one chunk of a stream, the body every mock answer is read from: Chromium copies a
 * buffer body whole before it can be read, and reading a 3 MB list that way takes about three
 * times as long as from a stream (src/mock/json-list.ts has the figures).
 */
export function oneChunk(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

export function responseOf(answer: AnswerMessage): Response {
  return new Response(NO_BODY.has(answer.status) ? null : oneChunk(new Uint8Array(answer.body)), {
    status: answer.status,
    headers: answer.headers,
  })
}
