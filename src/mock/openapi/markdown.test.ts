import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { allEndpoints } from '@/contract/all-endpoints'
import { openApiPath } from './document'
import { buildEndpointsMarkdown } from './markdown'

const markdown = buildEndpointsMarkdown()

describe('the Markdown endpoint reference', () => {
  it('has one row per declared endpoint, under its tag', () => {
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'))
    expect(rows).toHaveLength(allEndpoints.length)
    for (const op of allEndpoints) {
      const start = `| \`${op.method.toUpperCase()} ${openApiPath(op.path)}\` |`
      const section = markdown.slice(markdown.indexOf(`\n## ${op.tag}\n`))
      expect(section.split('\n## ')[1], op.id).toContain(start)
    }
  })

  it('is the one committed in docs/endpoints.md', async () => {
    // Formatted as scripts/openapi.ts writes it, with the project's prettier settings.
    const target = resolve('docs/endpoints.md')
    const generated = await format(markdown, {
      ...(await resolveConfig(target)),
      filepath: target,
    })
    expect(
      readFileSync(target, 'utf8'),
      'docs/endpoints.md is out of date: run npm run openapi',
    ).toBe(generated)
  })
})
