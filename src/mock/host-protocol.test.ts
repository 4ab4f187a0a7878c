import { describe, expect, it } from 'vitest'
import { answerMessage, oneChunk, responseOf, transferOf } from './host-protocol'

describe('answers between the owner and a page', () => {
  it('arrive as the one chunk of a stream, with the text, status and headers sent', async () => {
    const sent = new Response('{"users":[]}', {
      status: 201,
      headers: { 'content-type': 'application/json' },
    })
    const response = responseOf(await answerMessage(7, sent))
    expect(response.body).toBeInstanceOf(ReadableStream)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('{"users":[]}')
    expect((await reader.read()).done).toBe(true)
    expect(response.status).toBe(201)
    expect(response.headers.get('content-type')).toBe('application/json')
  })

  it('copy a kept chunk into a buffer of their own, which can move while the chunk stays', async () => {
    const kept = new TextEncoder().encode('{"rows":[1,2]}')
    const answer = await answerMessage(3, new Response(oneChunk(kept)))
    structuredClone(answer.body, { transfer: transferOf(answer) })
    expect(answer.body.byteLength).toBe(0)
    expect(new TextDecoder().decode(kept)).toBe('{"rows":[1,2]}')
  })

  it('join a body of several chunks in order', async () => {
    const parts = ['{"a":', '[1,', '2]}'].map((part) => new TextEncoder().encode(part))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part)
        controller.close()
      },
    })
    const response = responseOf(await answerMessage(4, new Response(body)))
    expect(await response.json()).toEqual({ a: [1, 2] })
  })

  it('carry no body for the statuses that have none', async () => {
    const response = responseOf(await answerMessage(1, new Response(null, { status: 204 })))
    expect(response.body).toBeNull()
  })

  it('transfer an answer body, which is a buffer of its own, and nothing else', async () => {
    const answer = await answerMessage(2, new Response('abc'))
    expect(transferOf(answer)).toEqual([answer.body])
    expect(transferOf({ type: 'changed', tables: ['tasks'] })).toEqual([])
    expect(transferOf({ type: 'discarded' })).toEqual([])
  })
})
