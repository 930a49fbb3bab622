import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastVisitMonths } from '@/widgets/reviews/review-text';
import { json, openApp } from './app-screen';
import { fakeWebAuthn, servedAtName, signInBefore, TOKEN } from './member-server';
import { reviewOf, reviewServer } from './review-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * Write a review (docs/reviews.md): members only, a visitor signed out sent to sign in and
 * back; the form checked by the contract, its fields (five labelled ratings, the text with its
 * counter, the visit month, the honeypot); a review held or shown at once; the server's 400 at
 * its fields, 409, and offline with nothing lost.
 */

const PLACE_PATH = '/en/?attraction=1';
const TEXT = 'Clear water and a long walk.\nBring shoes.';

async function openWrite(path = PLACE_PATH) {
  await openApp(path);
  const button = await screen.findByRole('button', { name: 'Write a review' });
  act(() => button.click());
  return screen.findByRole('dialog', { name: 'Write a review' });
}

const textField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /^Your review/ }) as HTMLTextAreaElement;
const monthField = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: /^When did you visit/ }) as HTMLSelectElement;

function fill(dialog: HTMLElement, rating = 'Very good', text = TEXT) {
  act(() => within(dialog).getByRole('radio', { name: rating }).click());
  fireEvent.change(textField(dialog), { target: { value: text } });
}

const send = (dialog: HTMLElement) =>
  act(() => within(dialog).getByRole('button', { name: 'Send review' }).click());

afterEach(() => vi.restoreAllMocks());

describe('writing a review', () => {
  it('asks a visitor signed out to sign in first, and to come back to the form', async () => {
    const server = reviewServer();
    const dialog = await openWrite();
    expect(within(dialog).getByText(/^Reviews are written by members/)).toBeDefined();
    const href = within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')!;
    expect(href.startsWith('#/en/member?return=')).toBe(true);
    const back = new URLSearchParams(href.split('?')[1]).get('return')!;
    expect(back).toMatch(/^\/en\/\?/);
    expect(new URLSearchParams(back.split('?')[1]).get('write-review')).toBe('1');
    expect(new URLSearchParams(back.split('?')[1]).get('attraction')).toBe('1');
    expect(server.bodiesOf('writeReview')).toEqual([]);
  });

  it('returns from the member page to the form once signed in', async () => {
    reviewServer();
    const restore = servedAtName();
    try {
      await openApp(`/en/member?return=${encodeURIComponent(`${PLACE_PATH}&write-review=1`)}`);
      const signIn = await screen.findByRole('button', { name: 'Sign in with a passkey' });
      act(() => signIn.click());
      const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
      expect(textField(dialog)).toBeDefined();
    } finally {
      restore();
    }
  });

  it('counts the fill time from the page’s opening when it comes back to the form', async () => {
    const server = reviewServer();
    signInBefore();
    const before = Date.now();
    await openApp(`${PLACE_PATH}&write-review=1`);
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' });
    const shownAt = Date.now();
    fill(dialog);
    send(dialog);
    await within(dialog).findByText(/^Thank you. Your review will appear/);
    const [sent] = server.bodiesOf('writeReview');
    expect(sent?.openedAt).toBeGreaterThanOrEqual(before);
    expect(sent?.openedAt).toBeLessThanOrEqual(shownAt);
  });

  it('offers five labelled ratings, the last 24 months and a hidden honeypot', async () => {
    reviewServer();
    signInBefore();
    const dialog = await openWrite();
    const ratings = within(dialog).getAllByRole('radio');
    expect(ratings.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '★★★★★Excellent',
      '★★★★Very good',
      '★★★Average',
      '★★Poor',
      '★Terrible',
    ]);
    const months = [...monthField(dialog).options].map((option) => option.value);
    expect(months).toEqual(lastVisitMonths(Date.now(), 24));
    expect(monthField(dialog).value).toBe(months[0]);
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: 'How reviews work' })).toBeDefined();
    fireEvent.change(textField(dialog), { target: { value: 'Twelve chars' } });
    expect(within(dialog).getByText('12 / 2000 characters')).toBeDefined();
  });

  it('says what the contract refuses at the fields, and sends nothing', async () => {
    const server = reviewServer();
    signInBefore();
    const dialog = await openWrite();
    fireEvent.change(textField(dialog), { target: { value: 'Too short' } });
    send(dialog);
    await within(dialog).findByText('Please fill this in.');
    expect(within(dialog).getByText('Please write at least 10 characters.')).toBeDefined();
    expect(server.bodiesOf('writeReview')).toEqual([]);
  });

  it('thanks the member for a held review', async () => {
    const server = reviewServer();
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    fireEvent.change(monthField(dialog), { target: { value: lastVisitMonths(Date.now(), 24)[2] } });
    send(dialog);
    await within(dialog).findByText(
      "Thank you. Your review will appear once an operator has read it (a member's first two reviews are checked).",
    );
    expect(server.bodiesOf('writeReview')).toEqual([
      {
        token: TOKEN,
        kind: 'attraction',
        placeId: 1,
        rating: 4,
        text: TEXT,
        visitMonth: lastVisitMonths(Date.now(), 24)[2],
        website: '',
        openedAt: expect.any(Number) as number,
      },
    ]);
  });

  it('shows a review shown at once in the list', async () => {
    const server = reviewServer([]);
    server.answer('writeReview', () => {
      server.answerPublic('placeReviews', () =>
        json({
          success: true,
          data: {
            mean: 4,
            count: 1,
            reviews: [reviewOf(0, { rating: 4, text: TEXT, displayName: 'Lin Mei' })],
            page: 1,
            pageSize: 20,
          },
        }),
      );
      return json({ success: true, data: { id: 900, status: 'shown' } });
    });
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    await screen.findByText('Thank you: your review is shown.');
    expect(screen.queryByRole('dialog', { name: 'Write a review' })).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('.reviews .review__text')?.textContent).toBe(TEXT),
    );
    expect(server.queriesOf('placeReviews')).toHaveLength(2);
  });

  it('shows the server’s 400 issues at their fields, in the reader’s language', async () => {
    const server = reviewServer();
    server.answer('writeReview', () =>
      json(
        {
          success: false,
          message: 'body.text: text must not contain control characters',
          issues: [{ field: 'text', rule: 'characters' }],
        },
        400,
      ),
    );
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    await within(dialog).findByText(/^Please remove the invisible or control characters/);
    expect(textField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(textField(dialog).value).toBe(TEXT);
  });

  it('says a visit month the server refuses at its field', async () => {
    const server = reviewServer();
    server.answer('writeReview', () =>
      json({ success: false, message: 'body.visitMonth: not after this month' }, 400),
    );
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    await within(dialog).findByText('Please choose a month that is not in the future.');
    expect(monthField(dialog).getAttribute('aria-invalid')).toBe('true');
  });

  it('says a form sent too soon', async () => {
    const server = reviewServer();
    server.answer('writeReview', () =>
      json({ success: false, message: 'body.openedAt: the form was sent too soon' }, 400),
    );
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    await within(dialog).findByText(/^That was sent very quickly/);
  });

  it('says the place was already reviewed, keeping the text', async () => {
    const server = reviewServer();
    server.answer('writeReview', () =>
      json({ success: false, message: 'you have already reviewed this place' }, 409),
    );
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('You have already reviewed this place');
    expect(textField(dialog).value).toBe(TEXT);
  });

  it('asks to sign in again when the server no longer knows the token', async () => {
    const server = reviewServer();
    server.answer('writeReview', () => json({ success: false, message: 'token expired' }, 401));
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    await within(dialog).findByText(
      'You were signed out. Please sign in again to send your review.',
    );
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toBeDefined();
  });

  it('keeps everything offline and says so, then sends once back', async () => {
    const server = reviewServer();
    server.answer('writeReview', () => 'unreachable');
    signInBefore();
    const dialog = await openWrite();
    fill(dialog);
    send(dialog);
    await within(dialog).findByText(/^No network: your review has not been sent/);
    expect(textField(dialog).value).toBe(TEXT);
    expect(
      (within(dialog).getByRole('radio', { name: 'Very good' }) as HTMLInputElement).checked,
    ).toBe(true);
    server.answer('writeReview', () => json({ success: true, data: { id: 9, status: 'held' } }));
    send(dialog);
    await within(dialog).findByText(/^Thank you. Your review will appear/);
    await waitFor(() => expect(server.bodiesOf('writeReview')).toHaveLength(2));
  });
});
