import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowPosition, json, openApp, standIn, t } from './app-screen';

/*
 * The repair form's errors at their fields in each language: each one missing, a position far
 * from the area, a description too short, a file that is not a picture; and a tracking link with
 * a wrong code; the offer to add a fault already reported today to the first report. End to end
 * (e2e/service-repair.spec.ts) keeps, in one language, the report with its position, the map by
 * keyboard and a real photo sent, kept without its GPS position, acknowledged by the staff and
 * tracked; and a fault already reported added to the first, through the real server.
 */

// The outbox every form is saved in first (docs/writes.md): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
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

  it('offers to add a fault already reported today to the first report', async () => {
    // The server's refusal of a duplicate, as server/test/service-repair-tracking.test.ts has it.
    const first = 'R-2611-0007';
    standIn(/\/opendata\/fault-repair$/, () =>
      json(
        {
          success: false,
          message: `body.place: ${first}, a report of this kind within 50 m, is still open today: add yours to it`,
          issues: [{ field: 'place', rule: 'duplicate' }],
          duplicateOf: first,
        },
        409,
      ),
    );
    allowPosition({ latitude: 23.1236, longitude: 121.4118 });
    await openApp(`/${lang}/service/repair`);
    const category = await field<HTMLSelectElement>('repair.category');
    fireEvent.change(category, { target: { value: 'toilet' } });
    fireEvent.click(screen.getByRole('button', { name: t('repair.place.here') }));
    await waitFor(() =>
      expect(document.querySelector('.repair-place__status')?.textContent).toContain('23.12360'),
    );
    fireEvent.change(await field<HTMLTextAreaElement>('repair.description'), {
      target: { value: 'No water in the toilets, and the tap is broken.' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('repair.send') }));

    const offer = await screen.findByRole('region', { name: t('repair.duplicate.title') });
    await waitFor(() => expect(document.activeElement).toBe(offer));
    expect(offer.textContent).toContain(t('repair.duplicate.text', { number: first }));
    within(offer).getByRole('button', { name: t('repair.duplicate.add', { number: first }) });
    // Not said at a field: the place is right, the offer answers it.
    expect(descriptionOf(screen.getByRole('button', { name: t('repair.place.here') }))).toBe('');
  });

  it('shows nothing of a report to a tracking link with a wrong code', async () => {
    await openApp(`/${lang}/service/repair/track/R-2601-0001?secret=AAAAAAAAAAAAAAAAAAAAAA`);
    expect((await screen.findByRole('alert')).textContent).toBe(t('repair.track.wrong'));
    expect(document.querySelector('.repair-history')).toBeNull();
    await field('repair.track.secret');
  });
});
