import { describe, expect, it } from 'vitest'
import { routePattern } from './vite-boot-preload'

describe('routePattern', () => {
  it.each([
    ['_app/index', '/'],
    ['_app/dashboard/analytics', '/dashboard/analytics'],
    ['_app/apps/invoice/preview/$id', '/apps/invoice/preview/*'],
    ['_app/pages/knowledge-base/$category/index', '/pages/knowledge-base/*'],
    ['_app/pages/knowledge-base/$category/$question', '/pages/knowledge-base/*/*'],
  ])('serves %s at %s', (file, pattern) => {
    expect(routePattern(file)).toBe(pattern)
  })
})
