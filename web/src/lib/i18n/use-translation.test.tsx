import { act, cleanup, render, screen } from '@testing-library/react';
// By its Node entry: the import rule keeps `…/server` paths out of web/ (it means our server).
import { renderToString } from 'react-dom/server.node';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './translator';
import { I18nProvider, useTranslation } from './use-translation';

function Title() {
  const { t, i18n } = useTranslation();
  return <h1 lang={i18n.language}>{t('home.title', { place: 'Taitung' })}</h1>;
}

afterEach(cleanup);

describe('useTranslation', () => {
  it('renders again when a file arrives later and when the language changes', () => {
    const i18n = createI18n({ language: 'en' });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('home.title');
    act(() => i18n.addStrings('en', { home: { title: 'Welcome to {{place}}' } }));
    expect(screen.getByRole('heading').textContent).toBe('Welcome to Taitung');
    act(() => {
      i18n.addStrings('ja', { home: { title: '{{place}}へようこそ' } });
      i18n.changeLanguage('ja');
    });
    expect(screen.getByRole('heading').textContent).toBe('Taitungへようこそ');
    expect(screen.getByRole('heading').lang).toBe('ja');
  });

  it('renders on the server with the strings loaded', () => {
    const i18n = createI18n({
      language: 'en',
      strings: { en: { home: { title: 'Hi {{place}}' } } },
    });
    expect(
      renderToString(
        <I18nProvider i18n={i18n}>
          <Title />
        </I18nProvider>,
      ),
    ).toBe('<h1 lang="en">Hi Taitung</h1>');
  });
});
