import i18next from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import galleryFormsDe from '@/lib/locales/de/galleryForms.json'
import galleryForms from '@/lib/locales/en/galleryForms.json'
import { MAX_SIZE, rejectionMessage } from './file-limits'

// What the dropzone hands over: a File with the path it was picked from.
const file = (name: string, size: number, type: string) =>
  Object.assign(new File([new Uint8Array(size)], name, { type }), {
    path: name,
    relativePath: name,
  })

// The messages as an English-speaking user reads them, from the gallery's own catalogue.
const i18n = i18next.createInstance()
beforeAll(() =>
  i18n.init({
    lng: 'en',
    ns: ['galleryForms'],
    defaultNS: 'galleryForms',
    resources: { en: { galleryForms } },
    interpolation: { escapeValue: false },
  }),
)

describe('rejectionMessage', () => {
  it('names the file, its size and the limit when too large', () => {
    const message = rejectionMessage(
      {
        file: file('risotto.jpg', MAX_SIZE + 1024 * 1024, 'image/jpeg'),
        errors: [{ code: 'file-too-large', message: 'File is larger than 2097152 bytes' }],
      },
      i18n.t,
    )
    expect(message).toBe('risotto.jpg: 3.0 MB is over the 2 MB limit.')
  })

  it('explains a wrong type and joins several reasons', () => {
    const message = rejectionMessage(
      {
        file: file('menu.pdf', 3000, 'application/pdf'),
        errors: [
          { code: 'file-invalid-type', message: 'File type must be image/*' },
          { code: 'too-many-files', message: 'Too many files' },
        ],
      },
      i18n.t,
    )
    expect(message).toBe(
      'menu.pdf: not an image (PNG, JPEG, WebP, GIF or SVG); only 3 photos per dish.',
    )
  })
})

describe('rejectionMessage in German', () => {
  // The formatting module follows the app's i18next; the test files of a worker share it.
  beforeAll(() => i18next.init({ lng: 'de', resources: {}, fallbackLng: false }))
  afterAll(() => i18next.changeLanguage('en'))

  it('writes the size as German writes numbers', async () => {
    const german = i18next.createInstance()
    await german.init({
      lng: 'de',
      ns: ['galleryForms'],
      defaultNS: 'galleryForms',
      resources: { de: { galleryForms: galleryFormsDe } },
      interpolation: { escapeValue: false },
    })
    const message = rejectionMessage(
      {
        file: file('risotto.jpg', MAX_SIZE + 1024 * 1024, 'image/jpeg'),
        errors: [{ code: 'file-too-large', message: 'File is larger than 2097152 bytes' }],
      },
      german.t,
    )
    expect(message).toContain('3,0 MB')
  })
})
