// `npm run mock:serve [-- --port 8787 --scale 100]`: the mock back end over HTTP (docs/openapi.md).
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

// tsx reads tsconfig.json, which only lists references: the app's `@/` alias is in tsconfig.app.json.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.app.json', import.meta.url)) })
const { portFrom, scaleFrom, startMockServer } = await import('../src/mock/node-server')

const args = process.argv.slice(2)
const scale = scaleFrom(args, process.env)
const { url } = await startMockServer({ port: portFrom(args, process.env), scale })
console.log(
  `Mock back end listening on ${url}, sample data x${String(scale)} (contract: ${url}/openapi.json)`,
)
