import { ConfigError, parseConfig } from './config'

const ORIGIN = 'http://localhost:3000'

function configError(env: Record<string, unknown>): ConfigError {
  try {
    parseConfig(env, ORIGIN)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`)
}

describe('parseConfig', () => {
  it('has defaults for everything', () => {
    expect(parseConfig({}, ORIGIN)).toEqual({
      clientName: 'Tavola',
      apiBase: ORIGIN,
      uploadBase: ORIGIN,
      pushKey: expect.any(String),
      mock: true,
      mockDelayMs: 0,
      mockScale: 1,
    })
  })

  it('treats empty strings as unset', () => {
    expect(
      parseConfig(
        {
          VITE_CLIENT_NAME: '',
          VITE_API_BASE: '',
          VITE_UPLOAD_BASE: '',
          VITE_PUSH_KEY: '',
          VITE_MOCK: '',
          VITE_MOCK_DELAY_MS: '',
          VITE_MOCK_SCALE: '',
        },
        ORIGIN,
      ),
    ).toEqual(parseConfig({}, ORIGIN))
  })

  it('ignores variables it does not know (Vite adds MODE, DEV, BASE_URL…)', () => {
    expect(parseConfig({ MODE: 'test', DEV: true, BASE_URL: '/', SSR: false }, ORIGIN)).toEqual(
      parseConfig({}, ORIGIN),
    )
  })

  it('reads every variable', () => {
    expect(
      parseConfig(
        {
          VITE_CLIENT_NAME: '  Acme Staff  ',
          VITE_API_BASE: 'https://api.example.com/v1',
          VITE_UPLOAD_BASE: 'https://files.example.com',
          VITE_PUSH_KEY: 'key-1',
          VITE_MOCK: 'off',
          VITE_MOCK_DELAY_MS: '250',
          VITE_MOCK_SCALE: '100',
        },
        ORIGIN,
      ),
    ).toEqual({
      clientName: 'Acme Staff',
      apiBase: 'https://api.example.com/v1',
      uploadBase: 'https://files.example.com',
      pushKey: 'key-1',
      mock: false,
      mockDelayMs: 250,
      mockScale: 100,
    })
  })

  it('lets the upload base default to the configured API base', () => {
    const config = parseConfig({ VITE_API_BASE: 'https://api.example.com' }, ORIGIN)
    expect(config.uploadBase).toBe('https://api.example.com')
  })

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['off', false],
    ['false', false],
    ['0', false],
  ])('reads VITE_MOCK=%s as %s', (value, mock) => {
    expect(parseConfig({ VITE_MOCK: value }, ORIGIN).mock).toBe(mock)
  })

  it('removes trailing slashes', () => {
    const config = parseConfig(
      {
        VITE_API_BASE: 'https://api.example.com/v1///',
        VITE_UPLOAD_BASE: 'https://files.example.com/',
      },
      `${ORIGIN}/`,
    )
    expect(config.apiBase).toBe('https://api.example.com/v1')
    expect(config.uploadBase).toBe('https://files.example.com')
    expect(parseConfig({}, `${ORIGIN}/`).apiBase).toBe(ORIGIN)
  })

  it.each([
    'https://API.Example.com/v1',
    'https://api.example.com:443/v1/',
    'http://localhost:80',
    'HTTP://LOCALHOST:3000/Api',
  ])('gives an API base that request addresses start with (%s)', (base) => {
    // The mock answers requests whose address starts with `${apiBase}/`; the browser
    // normalises request addresses (host case, default port), so the base must be normalised too.
    const { apiBase } = parseConfig({ VITE_API_BASE: base }, ORIGIN)
    expect(new URL(`${apiBase}/jwt/login`).href.startsWith(`${apiBase}/`)).toBe(true)
    expect(apiBase.endsWith('/')).toBe(false)
  })

  it.each([
    ['VITE_API_BASE', 'ftp://x'],
    ['VITE_API_BASE', 'not a url'],
    ['VITE_API_BASE', '/api'],
    ['VITE_UPLOAD_BASE', 'javascript:alert(1)'],
    ['VITE_MOCK', 'maybe'],
    ['VITE_MOCK', 'yes'],
    ['VITE_MOCK_DELAY_MS', '-1'],
    ['VITE_MOCK_DELAY_MS', 'abc'],
    ['VITE_MOCK_DELAY_MS', '20000'],
    ['VITE_MOCK_DELAY_MS', '1.5'],
    ['VITE_MOCK_SCALE', '0'],
    ['VITE_MOCK_SCALE', '101'],
    ['VITE_MOCK_SCALE', '2.5'],
    ['VITE_CLIENT_NAME', 'x'.repeat(61)],
    ['VITE_CLIENT_NAME', '   '],
  ])('refuses %s=%j with a ConfigError naming it', (name, value) => {
    const error = configError({ [name]: value })
    expect(error.name).toBe('ConfigError')
    expect(error.message).toContain(name)
    expect(error.problems).toHaveLength(1)
    expect(error.problems[0]).toMatch(new RegExp(`^${name}: \\S`))
  })

  it('accepts the limits themselves', () => {
    expect(parseConfig({ VITE_MOCK_DELAY_MS: '10000' }, ORIGIN).mockDelayMs).toBe(10_000)
    expect(parseConfig({ VITE_MOCK_SCALE: '1' }, ORIGIN).mockScale).toBe(1)
    expect(parseConfig({ VITE_CLIENT_NAME: 'x'.repeat(60) }, ORIGIN).clientName).toHaveLength(60)
  })

  it('names every variable at fault at once', () => {
    const error = configError({
      VITE_MOCK: 'maybe',
      VITE_MOCK_DELAY_MS: '-1',
      VITE_API_BASE: 'ftp://x',
    })
    expect(error.problems).toHaveLength(3)
    for (const name of ['VITE_MOCK:', 'VITE_MOCK_DELAY_MS:', 'VITE_API_BASE:'])
      expect(error.message).toContain(name)
  })

  it.each([
    'https://api.example.com/?v=1',
    'https://api.example.com/#x',
    'https://user:pw@api.example.com',
  ])('refuses the API base %s, which could not have paths appended', (base) => {
    expect(configError({ VITE_API_BASE: base }).message).toContain('VITE_API_BASE')
  })
})
