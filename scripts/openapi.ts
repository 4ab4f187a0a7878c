// `npm run openapi`: writes the OpenAPI document of the mock back end, with each endpoint's
// example call, to docs/openapi.json and its Markdown reference to docs/endpoints.md.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { register } from 'tsx/esm/api'

// tsx reads tsconfig.json, which only lists references: the app's `@/` alias is in tsconfig.app.json.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.app.json', import.meta.url)) })
const { buildOpenApiDocument } = await import('../src/mock/openapi/document')
const { buildEndpointsMarkdown } = await import('../src/mock/openapi/markdown')
const { exampleOf } = await import('../src/mock/fuzz/suites')

/** Writes a file formatted as `prettier --check .` expects it, with the project's settings. */
async function writeFormatted(relative: string, text: string) {
  const target = fileURLToPath(new URL(`../${relative}`, import.meta.url))
  const options = { ...(await resolveConfig(target)), filepath: target }
  writeFileSync(target, await format(text, options))
  console.log(`Wrote ${target}`)
}

await writeFormatted('docs/openapi.json', JSON.stringify(buildOpenApiDocument(exampleOf)))
await writeFormatted('docs/endpoints.md', buildEndpointsMarkdown())
