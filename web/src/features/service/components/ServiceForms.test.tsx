import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_FORM_ENTRIES } from '../service-forms';
import { ServiceForms } from './ServiceForms';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => `«${key}»`, i18n: { language: 'en' } }),
}));

afterEach(cleanup);

const inRouter = (forms: Parameters<typeof ServiceForms>[0]['forms']) =>
  render(
    <MemoryRouter>
      <ServiceForms id="service-forms" forms={forms} lang="en" />
    </MemoryRouter>,
  );

describe("ServiceForms: the hub's place for the forms", () => {
  it('shows nothing, not even its heading, while there is no form', () => {
    const { container } = inRouter([]);
    expect(container.innerHTML).toBe('');
  });

  it('lists each form with its title and line, leading to /{lang}/service/{type}', () => {
    inRouter([
      { type: 'survey', titleKey: 'survey.title', textKey: 'survey.text' },
      { type: 'lost-property', titleKey: 'lost.title', textKey: 'lost.text' },
    ]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('«serviceHub.forms.title»');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/service/survey',
      '/en/service/lost-property',
    ]);
    expect(links[0]?.textContent).toContain('«survey.title»');
    expect(links[0]?.textContent).toContain('«survey.text»');
  });

  it("each form's type is its own, so each has a route of its own", () => {
    const types = SERVICE_FORM_ENTRIES.map((form) => form.type);
    expect(new Set(types).size).toBe(types.length);
  });
});
