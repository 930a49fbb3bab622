import {
  bestRatedAnswerSchema,
  placeReviewsAnswerSchema,
  reportReviewAnswerSchema,
} from '@ecg/domain/contracts/reviews';
import { REPORTS_TO_HIDE, REVIEWS_PAGE_SIZE } from '@ecg/domain/rules/reviews';
import { describe, expect, it } from 'vitest';
import { NO_SUCH_PLACE, NO_SUCH_REVIEW } from '../src/routes/reviews/public-reviews';
import { call, DAY, messageOf, START, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';
import { member, placesOf, read, reviewRow, setStatus, written } from './reviews.support';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * What anyone reads and sends of reviews (docs/reviews.md): a place's shown reviews newest first
   * with the raw mean and count, the best rated by the Bayesian average, and reports that hide a
   * review once three reporters sent one.
   */
  const context = useMembersApp(undefined, engine);

  /** A shown review of `placeId` by a new member named `name`. */
  async function shown(placeId: number, rating: number, name = 'Lin Mei', kind = 'attraction') {
    const { token } = await member(context, name);
    const { id } = await written(context, token, placeId, { rating, kind });
    await setStatus(context, id, 'shown');
    return id;
  }

  describe('GET placeReviews', () => {
    it('lists the shown reviews newest first, with the raw mean and count, kept a minute', async () => {
      context.clock = START;
      const [placeId = 0] = await placesOf(context, 'attraction', 1);
      const older = await shown(placeId, 5, 'Lin Mei');
      context.clock = START + DAY;
      const newer = await shown(placeId, 4, 'Chen Wei');
      const { token } = await member(context);
      await written(context, token, placeId, { rating: 1 });
      const answer = await read(context, 'placeReviews', { kind: 'attraction', id: placeId });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const data = placeReviewsAnswerSchema.parse(answer.json()).data;
      expect(data).toMatchObject({ mean: 4.5, count: 2, page: 1, pageSize: REVIEWS_PAGE_SIZE });
      expect(data.reviews.map(({ id, displayName }) => [id, displayName])).toEqual([
        [newer, 'Chen Wei'],
        [older, 'Lin Mei'],
      ]);
      const second = await read(context, 'placeReviews', {
        kind: 'attraction',
        id: placeId,
        page: 2,
      });
      expect(placeReviewsAnswerSchema.parse(second.json()).data.reviews).toEqual([]);
    });

    it('answers a place without reviews with no mean', async () => {
      const [, placeId = 0] = await placesOf(context, 'accommodation', 2);
      const answer = await read(context, 'placeReviews', { kind: 'accommodation', id: placeId });
      expect(placeReviewsAnswerSchema.parse(answer.json()).data).toMatchObject({
        mean: null,
        count: 0,
        reviews: [],
      });
    });

    it.each<[string, object, number, string]>([
      ['a place no one has', { kind: 'attraction', id: 999_999_999 }, 404, NO_SUCH_PLACE],
      ['kind missing', { id: 1 }, 400, 'querystring.kind:'],
      ['kind unknown', { kind: 'museum', id: 1 }, 400, 'querystring.kind:'],
      ['id missing', { kind: 'shop' }, 400, 'querystring.id:'],
      ['id not a number', { kind: 'shop', id: 'x' }, 400, 'querystring.id:'],
      ['page 0', { kind: 'shop', id: 1, page: 0 }, 400, 'querystring.page:'],
    ])('refuses %s', async (_case, query, status, message) => {
      const answer = await read(context, 'placeReviews', query as Record<string, string>);
      expect(answer.statusCode).toBe(status);
      expect(messageOf(answer)).toContain(message);
      expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET bestRated', () => {
    it('puts many 4.8s before one 5, shows the raw mean and count, names in the language', async () => {
      context.clock = START;
      const [one = 0, many = 0, ...average] = (await placesOf(context, 'shop', 15)).slice(10);
      // The kind's other places, rated 3, bring the prior mean down to about 4.3.
      for (const placeId of average) {
        for (let n = 0; n < 3; n += 1) await shown(placeId, 3, `Visitor ${n}`, 'shop');
      }
      await shown(one, 5, 'Lin Mei', 'shop');
      // Twenty reviews: sixteen 5s and four 4s, a mean of 4.8.
      for (let n = 0; n < 20; n += 1) await shown(many, n < 16 ? 5 : 4, `Member ${n}`, 'shop');
      const answer = await read(context, 'bestRated', { kind: 'shop' }, 'ja');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const places = bestRatedAnswerSchema.parse(answer.json()).data;
      expect(places.slice(0, 2)).toMatchObject([
        { id: many, mean: 4.8, count: 20 },
        { id: one, mean: 5, count: 1 },
      ]);
      expect(places.slice(2).map((place) => place.mean)).toEqual([3, 3, 3]);
      expect(places.slice(2).map((place) => place.id)).toEqual(average);
      const name = await context.store
        .selectFrom('place_text')
        .select('name')
        .where('place_id', '=', many)
        .where('lang', '=', 'ja')
        .executeTakeFirstOrThrow();
      expect(places[0]?.name).toBe(name.name);
    });

    it('refuses a kind it does not know with a 400 naming it', async () => {
      const answer = await read(context, 'bestRated', { kind: 'museum' });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain('querystring.kind:');
    });
  });

  describe('POST reportReview', () => {
    const report = (reviewId: number, remoteAddress: string, token?: string) =>
      call(
        context,
        'reportReview',
        { reviewId, reason: 'spam', ...(token ? { token } : {}) },
        { remoteAddress },
      );

    it('hides a review once three reporters reported it, not one reporter thrice', async () => {
      const [, , placeId = 0] = await placesOf(context, 'attraction', 3);
      const id = await shown(placeId, 2, 'Lin Mei');
      for (let n = 0; n < REPORTS_TO_HIDE; n += 1) {
        const answer = await report(id, '203.0.113.5');
        expect(answer.statusCode).toBe(200);
        expect(reportReviewAnswerSchema.parse(answer.json()).data).toEqual({ reported: true });
      }
      expect((await reviewRow(context, id)).status).toBe('shown');
      // One member is one reporter from any address.
      const reporter = await member(context, 'Reporter');
      await report(id, '203.0.113.6', reporter.token);
      await report(id, '203.0.113.7', reporter.token);
      expect((await reviewRow(context, id)).status).toBe('shown');
      await report(id, '203.0.113.8');
      expect((await reviewRow(context, id)).status).toBe('hidden');
      const list = await read(context, 'placeReviews', { kind: 'attraction', id: placeId });
      expect(placeReviewsAnswerSchema.parse(list.json()).data.count).toBe(0);
    });

    it('counts a report with a token that is no longer live as its client’s', async () => {
      const [, , , , placeId = 0] = await placesOf(context, 'attraction', 5);
      const id = await shown(placeId, 3);
      await report(id, '203.0.113.20', 'A'.repeat(43));
      await report(id, '203.0.113.20');
      const reports = await context.written
        .selectFrom('review_reports')
        .select('reporter')
        .where('review_id', '=', id)
        .execute();
      expect(reports).toHaveLength(1);
    });

    it('answers a review that is not shown as any other, and counts nothing', async () => {
      const [, , , placeId = 0] = await placesOf(context, 'attraction', 4);
      const { token } = await member(context, 'Held Writer');
      const { id } = await written(context, token, placeId);
      const answer = await report(id, '203.0.113.9');
      expect(answer.statusCode).toBe(200);
      const reports = await context.written
        .selectFrom('review_reports')
        .select('reporter')
        .where('review_id', '=', id)
        .execute();
      expect(reports).toEqual([]);
    });

    it.each<[string, object, number, string]>([
      ['a review no one wrote', { reviewId: 999_999, reason: 'spam' }, 404, NO_SUCH_REVIEW],
      ['reviewId missing', { reason: 'spam' }, 400, 'body.reviewId:'],
      ['reviewId not positive', { reviewId: 0, reason: 'spam' }, 400, 'body.reviewId:'],
      ['reason missing', { reviewId: 1 }, 400, 'body.reason:'],
      ['reason unknown', { reviewId: 1, reason: 'boring' }, 400, 'body.reason:'],
      ['token not a text', { reviewId: 1, reason: 'spam', token: 42 }, 400, 'body.token:'],
    ])('refuses %s', async (_case, body, status, message) => {
      const answer = await call(context, 'reportReview', body);
      expect(answer.statusCode).toBe(status);
      expect(messageOf(answer)).toContain(message);
    });
  });
});
