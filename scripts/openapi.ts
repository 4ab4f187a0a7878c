// `npm run openapi`: writes the OpenAPI document of the mock back end to docs/openapi.json.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { register } from 'tsx/esm/api'

// tsx reads tsconfig.json, which only lists references: the app's `@/` alias is in tsconfig.app.json.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.app.json', import.meta.url)) })
const { buildOpenApiDocument } = await import('../src/mock/openapi/document')

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url))
// Formatted as `prettier --check .` expects it, with the project's settings.
const options = { ...(await resolveConfig(target)), filepath: target }
writeFileSync(target, await format(JSON.stringify(buildOpenApiDocument()), options))
console.log(`Wrote ${target}`)
