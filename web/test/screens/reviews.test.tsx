import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from './app-screen';
import { fakeWebAuthn, signInBefore, TOKEN } from './member-server';
import { findOverlay, post } from './overlay-parts';
import { reviewOf, reviewServer } from './review-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * The Reviews section of the place overlays (docs/reviews.md): the raw mean and count, the list
 * newest first with each review's rating in words, text, visit month, writer and day, paging,
 * none yet, a report, and the overlay still read whole when the reviews call fails.
 */

const PLACE = 1;
const PLACE_PATH = `/en/?attraction=${PLACE}`;

/** The overlay of the attraction, found by its name in `lang`. */
async function findPlace(lang = 'en') {
  const place = await post<{ name: string }>(`/${lang}/opendata/attractions/detail`, { id: PLACE });
  return findOverlay(place.name);
}

async function findReviews(path = PLACE_PATH, title = 'Reviews') {
  await openApp(path);
  const overlay = await findPlace(path.split('/')[1]);
  const heading = await within(overlay).findByRole('heading', { level: 2, name: title });
  return heading.closest('section')!;
}

afterEach(() => vi.restoreAllMocks());

describe('the Reviews section', () => {
  it('shows the mean, the count and the reviews newest first', async () => {
    const server = reviewServer([
      reviewOf(0, { rating: 5, text: 'Wonderful bridge.\nGo at dawn.' }),
      reviewOf(1, { rating: 4, displayName: null, visitMonth: '2026-08' }),
    ]);
    const section = await findReviews();
    await within(section).findByText('Rated 4.5 out of 5');
    expect(within(section).getByText('2 reviews')).toBeDefined();
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => item.querySelector('.review__rating')?.textContent)).toEqual([
      '★★★★★Excellent',
      '★★★★☆Very good',
    ]);
    const first = items[0]!;
    expect(first.querySelector('.review__text')?.textContent).toBe(
      'Wonderful bridge.\nGo at dawn.',
    );
    expect(first.querySelector('.review__meta')?.textContent).toBe(
      'Visited October 2026Traveller 1November 20, 2026',
    );
    expect(items[1]!.querySelector('.review__meta')?.textContent).toBe(
      'Visited August 2026A former memberNovember 19, 2026',
    );
    expect(server.queriesOf('placeReviews')).toEqual([{ kind: 'attraction', id: '1', page: '1' }]);
    expect(within(section).getByRole('link', { name: 'Best rated' }).getAttribute('href')).toBe(
      '#/en/reviews/best?kind=attraction',
    );
    expect(
      within(section).getByRole('link', { name: 'How reviews work' }).getAttribute('href'),
    ).toBe('#/en/reviews/how');
  });

  it('says when a place has no review yet', async () => {
    reviewServer([]);
    const section = await findReviews();
    await within(section).findByText('No reviews yet');
    expect(within(section).queryByRole('article')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Write a review' })).toBeDefined();
  });

  it('reads the dates in Taipei and the labels in the reader’s language', async () => {
    // 20:00 UTC on 30 November is 1 December in Taipei.
    reviewServer([reviewOf(0, { rating: 3, createdAt: Date.UTC(2026, 10, 30, 20) })]);
    const section = await findReviews('/zh-tw/?attraction=1', '旅客評論');
    const item = await within(section).findByRole('article');
    expect(item.querySelector('.review__rating')?.textContent).toBe('★★★☆☆普通');
    expect(item.querySelector('.review__meta')?.textContent).toContain('2026年12月1日');
  });

  it('pages with More reviews', async () => {
    const reviews = Array.from({ length: 25 }, (_, index) => reviewOf(index));
    const server = reviewServer(reviews);
    const section = await findReviews();
    await within(section).findByText('25 reviews');
    expect(within(section).getAllByRole('article')).toHaveLength(20);
    act(() => within(section).getByRole('button', { name: 'More reviews' }).click());
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(25));
    expect(within(section).queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(server.queriesOf('placeReviews').map((query) => query.page)).toEqual(['1', '2']);
  });

  it('reports a review with a reason, then thanks and disables the control', async () => {
    const server = reviewServer();
    signInBefore();
    const section = await findReviews();
    const [first] = await within(section).findAllByRole('article');
    act(() => within(first!).getByRole('button', { name: 'Report' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    act(() => within(dialog).getByRole('radio', { name: 'Untrue or misleading' }).click());
    act(() => send.click());
    await within(first!).findByText('Thank you: an operator will look at it');
    const done = within(first!).getByRole('button', { name: 'Reported' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Report this review' })).toBeNull();
    expect(server.reportsSent()).toEqual([{ reviewId: 500, reason: 'untrue', token: TOKEN }]);
  });

  it('reports without a token when signed out, and says a failure in the dialog', async () => {
    const server = reviewServer();
    server.answerPublic('reportReview', () => json({ success: false, message: 'limit' }, 429));
    const section = await findReviews();
    const [first] = await within(section).findAllByRole('article');
    act(() => within(first!).getByRole('button', { name: 'Report' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    act(() => within(dialog).getByRole('radio', { name: 'Spam or advertising' }).click());
    act(() => within(dialog).getByRole('button', { name: 'Send report' }).click());
    await within(dialog).findByText(/^Too many reports from here/);
    expect(server.reportsSent()).toEqual([{ reviewId: 500, reason: 'spam' }]);
    expect(within(first!).getByRole('button', { name: 'Report' })).toBeDefined();
  });

  it('keeps the overlay whole when the reviews call fails, and asks again', async () => {
    const server = reviewServer();
    server.answerPublic('placeReviews', () => json({ success: false, message: 'down' }, 500));
    const section = await findReviews();
    await within(section).findByRole('button', { name: 'Try again' });
    const overlay = await findPlace();
    expect(within(overlay).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    server.answerPublic('placeReviews', () =>
      json({ success: true, data: { mean: null, count: 0, reviews: [], page: 1, pageSize: 20 } }),
    );
    act(() => within(section).getByRole('button', { name: 'Try again' }).click());
    await within(section).findByText('No reviews yet');
  });

  it('shows the overlay whole when the reviews call fails, and offers to try again', async () => {
    reviewServer().answerPublic('placeReviews', () =>
      json({ success: false, message: 'down' }, 503),
    );
    await openApp(PLACE_PATH);
    const overlay = await findPlace();
    const heading = await within(overlay).findByRole('heading', { level: 2, name: 'Reviews' });
    await within(heading.closest('section')!).findByRole('button', { name: 'Try again' });
    expect(within(overlay).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });

  it('says offline when the reviews cannot be asked', async () => {
    const server = reviewServer();
    server.answerPublic('placeReviews', () => 'unreachable');
    // The browser says it is offline: the place's own record still comes (from the cache, in
    // the app), its reviews do not.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const section = await findReviews();
      await within(section).findByText("You're offline — this part hasn't been saved yet");
    } finally {
      delete (navigator as unknown as { onLine?: boolean }).onLine;
    }
  });

  it.each([
    ['shop', '/en/opendata/shops?type=cuisines'],
    ['accommodation', '/en/opendata/accommodations'],
  ] as const)('is on the %s overlay too', async (kind, list) => {
    const server = reviewServer();
    const places = await fetch(list, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }).then((answer) => answer.json() as Promise<{ data: { items: { id: number }[] } }>);
    const id = places.data.items[0]!.id;
    await openApp(`/en/?${kind}=${id}`);
    await screen.findByRole('heading', { level: 2, name: 'Reviews' });
    await screen.findByText('2 reviews');
    expect(server.queriesOf('placeReviews')).toEqual([{ kind, id: String(id), page: '1' }]);
  });
});
