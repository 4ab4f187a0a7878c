import { act, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { LanguageProvider } from './language-provider'
import { useTranslation } from './use-translation'

function Close() {
  const { t } = useTranslation()
  return <button type="button">{t('common.close')}</button>
}

describe('LanguageProvider', () => {
  afterEach(() => act(() => i18next.changeLanguage('en')))

  it('draws the words below it again in a new language', async () => {
    render(
      <LanguageProvider>
        <Close />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
    await act(() => i18next.changeLanguage('de'))
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument()
  })
})
