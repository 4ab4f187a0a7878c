// `npm run mock:serve [-- --port 8787]`: the mock back end over HTTP (docs/openapi.md).
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

// tsx reads tsconfig.json, which only lists references: the app's `@/` alias is in tsconfig.app.json.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.app.json', import.meta.url)) })
const { portFrom, startMockServer } = await import('../src/mock/node-server')

const { url } = await startMockServer({ port: portFrom(process.argv.slice(2), process.env) })
console.log(`Mock back end listening on ${url} (contract: ${url}/openapi.json)`)
