import { spawn, type ChildProcess } from 'node:child_process'
import { expect, signIn, test } from './fixtures'

/**
 * Contract and reuse (docs/openapi.md): the production build with its mock switched off
 * (VITE_MOCK=off) and its API base pointed at `npm run mock:serve` works unchanged.
 * The spec serves that app itself, and builds it too unless `npm test` has built it in its
 * build step (E2E_MOCK_OFF_BUILT): a config-level webServer would build before every e2e run.
 */
const appPort = Number(process.env.E2E_MOCK_OFF_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1)
const mockPort = Number(process.env.E2E_MOCK_SERVE_PORT ?? 8788)
const dist = `${process.env.E2E_DIST ?? 'dist'}-off`
const appUrl = `http://127.0.0.1:${appPort}`
const mockUrl = `http://127.0.0.1:${mockPort}`

const started: ChildProcess[] = []

/** Runs a Node script of the project in its own process group, so it can be stopped whole. */
function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  started.push(child)
  return child
}

async function ready(url: string) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 30 s`)
}

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: appUrl })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  run(['node_modules/tsx/dist/cli.mjs', 'scripts/mock-serve.ts', '--port', String(mockPort)])
  // `npm test` builds this app in its build step and says so; a run of its own builds it here.
  if (!process.env.E2E_MOCK_OFF_BUILT) {
    const build = run(
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--logLevel', 'warn'],
      { VITE_MOCK: 'off', VITE_API_BASE: mockUrl },
    )
    const code = await new Promise((resolve) => build.once('exit', resolve))
    if (code !== 0)
      throw new Error(`The build with the mock off failed (exit code ${String(code)})`)
  }
  run([
    'node_modules/vite/bin/vite.js',
    'preview',
    '--port',
    String(appPort),
    '--strictPort',
    '--outDir',
    dist,
  ])
  await Promise.all([ready(`${mockUrl}/openapi.json`), ready(`${appUrl}/login`)])
})

test.afterAll(() => {
  for (const child of started) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
})

test('the app signs in, reads and adds users through mock:serve', async ({ page }) => {
  // Every API call goes over the network to the Node server: none is answered in the page.
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${mockUrl}/`)) calls.push(new URL(request.url()).pathname)
  })

  await signIn(page, 'admin')
  expect(calls).toContain('/jwt/login')

  await page.goto('/apps/email')
  await expect(page.getByRole('list', { name: 'Inbox' })).toBeVisible()
  await expect(page.getByRole('listitem').first()).toBeVisible()
  expect(calls).toContain('/apps/email/emails')

  await page.goto('/apps/user/list')
  const table = page.getByRole('table', { name: 'Users', exact: true })
  await expect(table.getByRole('cell').first()).toBeVisible()
  expect(calls).toContain('/api/users/list/data')

  await page.getByRole('button', { name: 'Add new user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add new user' })
  // Unique per run: the server keeps its data between runs that reuse it.
  const username = `served.${Date.now()}`
  await drawer.getByRole('textbox', { name: 'Full name' }).fill('Served Elsewhere')
  await drawer.getByRole('textbox', { name: 'Username' }).fill(username)
  await drawer.getByRole('textbox', { name: 'Email' }).fill(`${username}@osteria.example`)
  await drawer.getByRole('textbox', { name: 'Contact' }).fill('+39 333 7654321')
  await drawer.getByRole('textbox', { name: 'Company' }).fill('Osteria Remota')
  for (const [field, option] of [
    ['Country', 'Italy'],
    ['Role', 'Editor'],
    ['Plan', 'Team'],
  ] as const) {
    await drawer.getByRole('combobox', { name: field }).click()
    await page.getByRole('listbox', { name: field }).getByRole('option', { name: option }).click()
  }
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(drawer).toBeHidden()
  expect(calls).toContain('/apps/users/add-user')
  const added = table.getByRole('row').filter({ hasText: 'Served Elsewhere' })
  await expect(added).toBeVisible()

  // The user lives on the server, not in the page: a full reload still lists them.
  await page.reload()
  await expect(added).toBeVisible()
})
