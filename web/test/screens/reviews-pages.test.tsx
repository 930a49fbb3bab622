import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from './app-screen';
import { fakeWebAuthn, servedAtName, signInBefore, TOKEN } from './member-server';
import { BEST, ownReviewOf, reviewServer } from './review-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * The reviews' pages (docs/reviews.md): best rated by kind in the server's order, each card with
 * the raw mean and count and opening the place; how reviews work, in every language; and My
 * reviews in the member area, each with where it stands.
 */

afterEach(() => vi.restoreAllMocks());

describe('best rated', () => {
  it('lists the places of a kind in the server’s order, each opening its overlay', async () => {
    const server = reviewServer();
    await openApp('/en/reviews/best');
    await screen.findByRole('heading', { level: 1, name: 'Best rated' });
    const links = await screen.findAllByRole('link', { name: /^(Xiaoyeliu|Sanxiantai)/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Xiaoyeliu4.6★★★★★Rated 4.6 out of 540 reviews',
      'Sanxiantai5.0★★★★★Rated 5.0 out of 51 review',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('#/en/reviews/best?attraction=11');
    expect(server.queriesOf('bestRated')).toEqual([{ kind: 'attraction' }]);
    const current = screen.getByRole('link', { name: 'Attractions' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('changes kind with ?kind=', async () => {
    const server = reviewServer();
    await openApp('/en/reviews/best');
    await screen.findAllByRole('link', { name: /^Xiaoyeliu/ });
    act(() => screen.getByRole('link', { name: 'Shops' }).click());
    await waitFor(() =>
      expect(server.queriesOf('bestRated')).toEqual([{ kind: 'attraction' }, { kind: 'shop' }]),
    );
    expect(window.location.hash).toBe('#/en/reviews/best?kind=shop');
    expect(screen.getByRole('link', { name: 'Shops' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when no place of the kind has reviews', async () => {
    const server = reviewServer();
    server.answerPublic('bestRated', () => json({ success: true, data: [] }));
    await openApp('/en/reviews/best?kind=accommodation');
    await screen.findByText('No place of this kind has been reviewed yet.');
    expect(BEST).toHaveLength(2);
  });
});

describe('how reviews work', () => {
  it('says who writes, what is held, reports, refusals, the order and leaving', async () => {
    await openApp('/en/reviews/how');
    await screen.findByRole('heading', { level: 1, name: 'How reviews work' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Who may write',
      'First reviews are read first',
      'Reports',
      'What is refused',
      'The order of best rated',
      'When you leave',
    ]);
    const text = document.querySelector('.reviews-how')!.textContent!;
    expect(text).toContain('passkey');
    expect(text).toContain('first 2 reviews wait');
    expect(text).toContain('When 3 different people');
    expect(text).toContain('as if it also had 5 reviews at the average');
    expect(text).toContain('“A former member”');
  });

  it('reads in Japanese', async () => {
    await openApp('/ja/reviews/how');
    await screen.findByRole('heading', { level: 1, name: 'レビューの仕組み' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  });
});

describe('My reviews', () => {
  let back: () => void = () => undefined;
  beforeEach(() => {
    back = servedAtName();
  });
  afterEach(() => back());

  it('lists the member’s reviews with where each stands and the operator’s reason', async () => {
    const server = reviewServer();
    server.answer('memberReviews', () =>
      json({
        success: true,
        data: [
          ownReviewOf({ id: 3, status: 'held' }),
          ownReviewOf({ id: 2, status: 'shown', kind: 'shop', placeId: 8, placeName: 'Tiehua' }),
          ownReviewOf({ id: 1, status: 'hidden', placeName: 'Xiaoyeliu', placeId: 11 }),
          ownReviewOf({
            id: 4,
            status: 'rejected',
            placeName: 'Dulan',
            reason: 'Not about the place',
          }),
        ],
      }),
    );
    signInBefore();
    await openApp('/en/member');
    const heading = await screen.findByRole('heading', { level: 2, name: 'My reviews' });
    const section = heading.closest('section')!;
    const items = await within(section).findAllByRole('article');
    expect(items.map((item) => item.querySelector('.my-review__status')?.textContent)).toEqual([
      'Waiting for approval',
      'Shown',
      'Hidden after reports, being checked',
      'Not published',
    ]);
    expect(items[3]!.textContent).toContain(
      'Operator’s reason: Not about the place'.replace('’', "'"),
    );
    const shop = within(items[1]!).getByRole('link', { name: 'Tiehua' });
    expect(shop.getAttribute('href')).toBe('#/en/member?shop=8');
    expect(items[0]!.textContent).toContain('Terrible · written November 20, 2026');
    expect(server.bodiesOf('memberReviews')).toEqual([{ token: TOKEN }]);
  });

  it('says when the member has written none', async () => {
    reviewServer();
    signInBefore();
    await openApp('/en/member');
    await screen.findByText(/^You have not written a review yet/);
  });
});
