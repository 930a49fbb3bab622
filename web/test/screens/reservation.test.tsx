import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Batch, EchelonAnswer, Offering, OfferingsAnswer } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { json, openApp, standIn, t } from './app-screen';

/*
 * The booking screens from their data, in each language: a full batch and the places left, the
 * form's errors at their fields, a narrator's group sizes and the receipt of a group's request,
 * a batch filled by another visitor while the form is open, and a tracking link with a wrong code.
 * The seeded store has no offering, so the offerings, their batches and the answers to the
 * booking are stood in for. End to end
 * (e2e/reservation.spec.ts) keeps, in one language, the booking sent, tracked and cancelled.
 */

// The outbox every form is saved in first (docs/writes.md): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
const DAY = 86_400_000;
const date = taipeiDate(Date.now() + 2 * DAY);

const OFFERING: Offering = {
  id: 9001,
  kind: 'tour',
  centre: { id: 46, name: 'Sanxiantai Visitor Center' },
  title: 'Screen test tour',
  description: 'A tour made by a screen test; not a real one.',
  textLang: 'en',
  groupMin: 1,
  groupMax: 6,
  languages: ['zh', 'en', 'ja'],
  leadDays: 0,
};
const NARRATOR: Offering = {
  ...OFFERING,
  id: 9002,
  kind: 'narrator',
  title: 'Screen test narrator',
  groupMin: 10,
  groupMax: 30,
  leadDays: 1,
};

const batch = (id: number, time: string, capacity: number, placesLeft: number): Batch => ({
  id,
  date,
  time,
  startsAt: `${date} ${time}:00`,
  durationMinutes: 60,
  capacity,
  placesLeft,
  state: placesLeft === 0 ? 'full' : 'open',
});

/** The offerings (tours and narrators) and each one's batches, as the server would list them. */
function offer(batches: Record<number, Batch[]>): void {
  const list = (items: Offering[]): OfferingsAnswer => ({ items, contactKeptDays: 30 });
  standIn(/\/opendata\/reservation$/, () => json({ success: true, data: list([OFFERING]) }));
  standIn(/\/opendata\/narrator-reservation-information$/, () =>
    json({ success: true, data: list([NARRATOR]) }),
  );
  standIn(/\/opendata\/echelon\?/, (url) => {
    const offering = Number(url.searchParams.get('offering'));
    const answer: EchelonAnswer = { offering, days: [{ date, batches: batches[offering] ?? [] }] };
    return json({ success: true, data: answer });
  });
}

/** A field by its label, which goes on to say whether it is required. */
const field = <T extends HTMLElement = HTMLInputElement>(key: string) =>
  screen.findByLabelText<T>(new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
const issueOf = (field: string) => document.querySelector(`[id$="-${field}-issue"]`)?.textContent;

describe.each(['zh-tw', 'en', 'ja'])('booking a guided tour in %s', (lang) => {
  it('shows a full batch that cannot be chosen and the places left, then the errors at their fields', async () => {
    offer({ 9001: [batch(1, '10:00', 1, 0), batch(2, '14:00', 3, 3)] });
    await openApp(`/${lang}/service/reservation`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      t('reservation.title'),
    );
    fireEvent.click(await screen.findByRole('link', { name: new RegExp(OFFERING.title) }));

    const full = await waitFor(() => {
      const found = document.querySelector('.batch--full');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(full.textContent).toContain('10:00');
    expect(full.textContent).toContain(t('reservation.full'));
    expect(screen.queryByRole('button', { name: /10:00/ })).toBeNull();
    const open = screen.getByRole('button', { name: /14:00/ });
    expect(open.textContent).toContain(t('reservation.placesLeft', { count: 3 }));

    fireEvent.click(open);
    expect(open.getAttribute('aria-pressed')).toBe('true');
    const party = await field('reservation.party');
    fireEvent.change(party, { target: { value: '5' } });
    fireEvent.change(await field('contactFields.email'), {
      target: { value: 'not-an-email' },
    });
    fireEvent.click(screen.getByRole('button', { name: t('reservation.send') }));
    // Each field says what is wrong, in the visitor's language; the first one has the focus.
    await waitFor(() => expect(issueOf('party')).toBe(t('form.rule.tooHigh', { limit: 3 })));
    expect(issueOf('contact-name')).toBe(t('form.rule.required'));
    expect(issueOf('contact-email')).toBe(t('form.rule.email'));
    expect(document.activeElement).toBe(party);
    expect(party.getAttribute('aria-invalid')).toBe('true');
  });

  it('says at the chosen batch that another visitor took its last place, and lists it full', async () => {
    offer({ 9001: [batch(3, '11:00', 1, 1)] });
    await openApp(`/${lang}/service/reservation/tour/9001`);
    fireEvent.click(await screen.findByRole('button', { name: /11:00/ }));
    fireEvent.change(await field('contactFields.name'), {
      target: { value: 'Lin' },
    });
    fireEvent.change(await field('contactFields.phone'), {
      target: { value: '0912 345 678' },
    });
    // Meanwhile the last place went: the server refuses, and lists the batch full.
    offer({ 9001: [batch(3, '11:00', 1, 0)] });
    standIn(/\/opendata\/reservate$/, () =>
      json(
        {
          success: false,
          message: 'body.batch: no places are left in this batch',
          issues: [{ field: 'batch', rule: 'full' }],
        },
        409,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: t('reservation.send') }));
    const chosen = document.querySelector<HTMLElement>('.booking-batch')!;
    await waitFor(() =>
      expect(chosen.querySelector('.form-field__issue')?.textContent).toBe(t('form.rule.full')),
    );
    expect(document.activeElement).toBe(chosen);
    await waitFor(() =>
      expect(document.querySelector('.batch--full')?.textContent).toContain(t('reservation.full')),
    );
    expect(document.querySelector('.booking-receipt')).toBeNull();
  });

  it('asks a group for a narrator within its sizes, then receives its request', async () => {
    offer({ 9002: [batch(4, '09:30', 30, 30)] });
    await openApp(`/${lang}/service/reservation`);
    const narrators = (await screen.findByRole('heading', { name: t('reservation.narrators') }))
      .parentElement!;
    fireEvent.click(
      await within(narrators).findByRole('link', { name: new RegExp(NARRATOR.title) }),
    );
    await waitFor(() => {
      const facts = document.querySelector('.reservation-facts')?.textContent;
      expect(facts).toContain(t('reservation.groupSize', { min: 10, max: 30 }));
      expect(facts).toContain(t('reservation.leadDays', { count: 1 }));
    });
    fireEvent.click(await screen.findByRole('button', { name: /09:30/ }));
    const party = await field('reservation.party');
    expect(party.value).toBe('10');
    fireEvent.change(party, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: t('reservation.sendNarrator') }));
    await waitFor(() => expect(issueOf('party')).toBe(t('form.rule.tooLow', { limit: 10 })));

    // Within them, the group's request is received, to be confirmed by the staff.
    fireEvent.change(party, { target: { value: '12' } });
    fireEvent.change(await field('contactFields.name'), { target: { value: 'Lin' } });
    fireEvent.change(await field('contactFields.phone'), { target: { value: '0912 345 678' } });
    standIn(/\/opendata\/reservate-narrator$/, () =>
      json(
        {
          success: true,
          data: {
            number: 'B-2611-0042',
            secret: 'kP3nV8qR2sT6wX9y',
            createdAt: '2026-11-29T02:00:00.000Z',
            status: 'requested',
          },
        },
        201,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: t('reservation.sendNarrator') }));
    const receipt = await screen.findByRole('heading', {
      name: t('reservation.receipt.requested'),
    });
    expect(receipt.closest('.booking-receipt')?.textContent).toContain('B-2611-0042');
  });

  it('shows nothing of anyone’s booking to a tracking link with a wrong code', async () => {
    await openApp(`/${lang}/service/reservation/track/B-2601-0001?secret=not-the-secret`);
    expect((await screen.findByRole('alert')).textContent).toBe(t('reservation.wrongSecret'));
  });
});
