import { allEndpoints } from '@/contract/all-endpoints'
import type { Endpoint } from '@/contract/endpoint'
import {
  ERROR_STATUSES,
  endpointTags,
  errorStatuses,
  openApiPath,
  queryParameters,
  requestComponentOf,
  successStatus,
} from './document'

/** Text for a table cell: a `|` would end the cell, a line break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')
const code = (text: string) => `\`${text}\``

/** Path parameters, query parameters and the request body of an endpoint, or "—". */
function inputOf(op: Endpoint): string {
  const parts: string[] = []
  const params = Object.keys(op.params ?? {})
  if (params.length) parts.push(`path ${params.map(code).join(', ')}`)
  if (op.query) {
    const names = queryParameters(op.query).map(({ name, required, explode }) => {
      const notes = [...(required ? ['required'] : []), ...(explode ? ['repeated'] : [])]
      return `${code(name)}${notes.length ? ` (${notes.join(', ')})` : ''}`
    })
    parts.push(`query ${names.join(', ')}`)
  }
  const request = requestComponentOf(op)
  if (request) parts.push(`JSON body ${code(request)}`)
  return parts.join('; ') || '—'
}

function successOf(op: Endpoint): string {
  const also = op.also ? `; ${op.also.status}: ${op.also.description}` : ''
  return `${successStatus(op)}${also}`
}

function row(op: Endpoint): string {
  const cells = [
    code(`${op.method.toUpperCase()} ${openApiPath(op.path)}`),
    op.summary,
    inputOf(op),
    successOf(op),
    errorStatuses(op).join(', ') || '—',
    op.public ? 'no' : 'yes',
  ]
  return `| ${cells.map(cell).join(' | ')} |`
}

const HEADER = [
  '| Method and path | Summary | Input | Success | Errors | Token |',
  '| --- | --- | --- | --- | --- | --- |',
]

/**
 * docs/endpoints.md: one table per tag of every declared endpoint, read from
 * the same declarations and derivations as the OpenAPI document.
 */
export function buildEndpointsMarkdown(): string {
  const lines = [
    '# Endpoints of the mock back end',
    '',
    '<!-- Generated from src/contract by `npm run openapi` (src/mock/openapi/markdown.ts): do not edit. -->',
    '',
    'Every call the in-page mock back end and `npm run mock:serve` answer, one table per tag,',
    'read from the declarations in src/contract. The schemas of each query, body and answer are in',
    '[openapi.json](openapi.json), with an example of each valid call (its parameters and body);',
    'the conventions, the record shapes and the rules of each domain are in [api.md](api.md).',
    '',
    '- **Input**: the path parameters, the query parameters (a repeated one goes as repeated keys)',
    '  and the JSON body, named after its component in openapi.json.',
    '- **Success**: the status of a successful answer (a second one where the call has one).',
    '- **Errors**: the failure statuses; each answers `{ error, reason? }`:',
    ...Object.entries(ERROR_STATUSES).map(([status, meaning]) => `  - ${status}: ${meaning}.`),
    '- **Token**: whether the call needs `Authorization: Bearer <access token>`.',
  ]
  for (const tag of endpointTags()) {
    lines.push('', `## ${tag}`, '', ...HEADER)
    for (const op of allEndpoints) if (op.tag === tag) lines.push(row(op))
  }
  return `${lines.join('\n')}\n`
}
