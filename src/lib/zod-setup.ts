import { config } from 'zod/mini'

// The production build's Content-Security-Policy forbids eval. Zod would probe
// `new Function` for its fast object parser, and a strict CSP reports that probe
// as a violation even though Zod catches it; without JIT it never probes. Zod
// reads this when a schema is created, so this module is imported first.
config({ jitless: true })
