import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allowPosition, openApp } from './app-screen';

/*
 * The repair form's errors at their fields in each language: each one missing, a position far
 * from the area, a description too short, a file that is not a picture; and a tracking link with
 * a wrong code. End to end (e2e/service-repair.spec.ts) keeps, in one language, the report with
 * its position, the map by keyboard and a real photo sent, kept without its GPS position,
 * acknowledged by the staff and tracked; and a fault already reported added to the first.
 */

// The outbox every form is saved in first (docs/architecture.md, Writes): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, which goes on to say whether it is required. */
const field = <T extends HTMLElement = HTMLInputElement>(key: string) =>
  screen.findByLabelText<T>(new RegExp(`^${escaped(t(key))}`));
/** What is said with a control (aria-describedby), its message among it. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe.each(['zh-tw', 'en', 'ja'])('the repair form in %s', (lang) => {
  it('says at each field what is wrong, the first one focused', async () => {
    // A position in Taipei is far from the area the staff look after.
    allowPosition({ latitude: 25.033, longitude: 121.5654 });
    await openApp(`/${lang}/service/repair`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(t('repair.title'));
    const category = await field<HTMLSelectElement>('repair.category');
    const description = await field<HTMLTextAreaElement>('repair.description');
    const here = screen.getByRole('button', { name: t('repair.place.here') });
    const send = screen.getByRole('button', { name: t('repair.send') });

    // Sent empty: each field says what it needs, the first one has the focus.
    fireEvent.click(send);
    const required = t('form.rule.required');
    await waitFor(() => expect(descriptionOf(category)).toContain(required));
    expect(descriptionOf(here)).toContain(required);
    expect(descriptionOf(description)).toContain(required);
    expect(document.activeElement).toBe(category);

    fireEvent.change(category, { target: { value: 'walkway' } });
    fireEvent.change(description, { target: { value: 'Loose' } });
    fireEvent.click(here);
    await waitFor(() =>
      expect(document.querySelector('.repair-place__status')?.textContent).toContain('25.03300'),
    );
    fireEvent.click(send);
    await waitFor(() => expect(descriptionOf(here)).toContain(t('form.rule.outsideArea')));
    expect(descriptionOf(description)).toContain(t('form.rule.tooShort', { limit: 10 }));

    // A file that is not a picture is refused at the field.
    const photos = await field('repair.photos');
    fireEvent.change(photos, {
      target: { files: [new File(['not a photo'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(descriptionOf(photos)).toContain(t('form.rule.image')));
  });

  it('shows nothing of a report to a tracking link with a wrong code', async () => {
    await openApp(`/${lang}/service/repair/track/R-2601-0001?secret=AAAAAAAAAAAAAAAAAAAAAA`);
    expect((await screen.findByRole('alert')).textContent).toBe(t('repair.track.wrong'));
    expect(document.querySelector('.repair-history')).toBeNull();
    await field('repair.track.secret');
  });
});
