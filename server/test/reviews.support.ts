import { memberApiPath } from '@ecg/domain/member-api-paths';
import { REVIEW_MIN_FILL_MS, type ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { expect } from 'vitest';
import { PLACE_KINDS_OF } from '../src/store/reviews/review-places';
import { call, enrol, memberIdOf, type CallOptions, type MembersContext } from './members.support';

/*
 * What the reviews' tests share (docs/reviews.md): the seeded places of each kind, a review's
 * body as the app sends it, a member with reviews, and the public reads.
 */

/** The seeded store's first `count` places of a review kind, by id. */
export async function placesOf(context: MembersContext, kind: ReviewPlaceKind, count = 1) {
  const rows = await context.store
    .selectFrom('place')
    .select('id')
    .where('kind', 'in', PLACE_KINDS_OF[kind])
    .orderBy('id')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

/** A review's body, opened a while before the clock, for `placeId`. */
export const reviewBody = (
  context: MembersContext,
  token: string,
  placeId: number,
  change: object = {},
) => ({
  token,
  kind: 'attraction',
  placeId,
  rating: 5,
  text: 'The cliffs at sunrise were worth the early start.',
  visitMonth: '2026-10',
  website: '',
  openedAt: context.clock - REVIEW_MIN_FILL_MS - 1_000,
  ...change,
});

/** Writes a review, checked 201; answers its id and status. */
export async function written(
  context: MembersContext,
  token: string,
  placeId: number,
  change: object = {},
  options: CallOptions = {},
) {
  const answer = await call(context, 'writeReview', reviewBody(context, token, placeId, change), {
    lang: 'en',
    ...options,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { id: number; status: 'held' | 'shown' };
}

/** A member, and their id. */
export async function member(context: MembersContext, displayName = 'Lin Mei') {
  const enrolled = await enrol(context, displayName);
  return { ...enrolled, memberId: await memberIdOf(context.written, enrolled.token) };
}

/** Sets a review's status in the store, as an operator's decision would. */
export const setStatus = (context: MembersContext, id: number, status: 'shown' | 'held') =>
  context.written
    .updateTable('reviews')
    .set({ status, shown_at: status === 'shown' ? context.clock : null })
    .where('id', '=', id)
    .execute();

/** A public read of the reviews: GET with its query. */
export const read = (
  context: MembersContext,
  name: 'placeReviews' | 'bestRated',
  query: Record<string, string | number>,
  lang: 'zh-tw' | 'en' | 'ja' = 'en',
) =>
  context.app.inject({
    method: 'GET',
    url: `${memberApiPath(name, lang)}?${new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString()}`,
  });

export const reviewRow = (context: MembersContext, id: number) =>
  context.written.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
