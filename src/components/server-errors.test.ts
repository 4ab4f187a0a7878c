import { notifications } from '@mantine/notifications'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { fieldErrorsOf, fieldIn, showServerError } from './server-errors'

const refused = (status: number, error: Record<string, string> | string) =>
  new ApiError(status, { error }, typeof error === 'string' ? error : 'Invalid request')

function target() {
  const fields: Record<string, string> = {}
  return { fields, setFieldError: (field: string, message: string) => (fields[field] = message) }
}

describe('showServerError', () => {
  it('puts the messages of a 400 beside their fields, and shows no toast', () => {
    const show = vi.spyOn(notifications, 'show')
    const form = target()
    const placed = showServerError(
      refused(400, { 'task.title': 'Give the task a title', 'task.tags': 'Unknown tag' }),
      { setFieldError: form.setFieldError, fieldOf: fieldIn(['title', 'tags'], 'task.') },
    )
    expect(form.fields).toEqual({ title: 'Give the task a title', tags: 'Unknown tag' })
    expect(placed).toEqual(['title', 'tags'])
    expect(show).not.toHaveBeenCalled()
  })

  it('places the messages of a 409 (a value already taken) too', () => {
    const form = target()
    showServerError(refused(409, { 'user.email': 'This email is already taken' }), {
      setFieldError: form.setFieldError,
      fieldOf: fieldIn(['email'], 'user.'),
    })
    expect(form.fields).toEqual({ email: 'This email is already taken' })
  })

  it('says a failure no field explains in one red toast with its title', () => {
    const show = vi.spyOn(notifications, 'show')
    const form = target()
    const placed = showServerError(refused(500, 'Something went wrong'), {
      setFieldError: form.setFieldError,
      title: 'Not saved',
    })
    expect(placed).toEqual([])
    expect(form.fields).toEqual({})
    expect(show).toHaveBeenCalledOnce()
    expect(show).toHaveBeenCalledWith({
      color: 'red',
      title: 'Not saved',
      message: 'Something went wrong',
    })
  })

  it('toasts a 400 whose fields are not in the form, instead of losing it', () => {
    const show = vi.spyOn(notifications, 'show')
    const form = target()
    showServerError(refused(400, { 'invoice.total': 'Does not add up' }), {
      setFieldError: form.setFieldError,
      fieldOf: fieldIn(['amount']),
    })
    expect(form.fields).toEqual({})
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid request' }))
  })

  it('lets a form say the failure in place, and adds a notice for placed fields when asked', () => {
    const show = vi.spyOn(notifications, 'show')
    const said: string[] = []
    showServerError(new Error('Network down'), {
      setFieldError: () => {},
      onOther: (message) => said.push(message),
    })
    expect(said).toEqual(['Network down'])
    expect(show).not.toHaveBeenCalled()

    showServerError(refused(400, { phone: 'Use digits' }), {
      setFieldError: () => {},
      fieldsNotice: 'Not saved: check the highlighted fields',
    })
    expect(show).toHaveBeenCalledWith({
      color: 'red',
      message: 'Not saved: check the highlighted fields',
    })
  })
})

describe('fieldErrorsOf', () => {
  it('reads field messages only from a 400 or a 409 with an object body', () => {
    expect(fieldErrorsOf(refused(400, { a: 'x' }))).toEqual([['a', 'x']])
    expect(fieldErrorsOf(refused(403, { a: 'x' }))).toEqual([])
    expect(fieldErrorsOf(refused(400, 'Invalid request'))).toEqual([])
    expect(fieldErrorsOf(new Error('plain'))).toEqual([])
  })
})
