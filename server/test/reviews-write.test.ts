import {
  memberReviewsAnswerSchema,
  writtenReviewAnswerSchema,
} from '@ecg/domain/contracts/reviews';
import { describe, expect, it } from 'vitest';
import {
  NO_SUCH_REVIEWED_PLACE,
  REVIEWED_ALREADY,
  SENT_TOO_SOON,
  VISIT_MONTH_REFUSED,
} from '../src/routes/reviews/member-reviews';
import { call, messageOf, START, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';
import { member, placesOf, reviewBody, reviewRow, setStatus, written } from './reviews.support';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Writing a review (docs/reviews.md): the contract, the spam measures (the honeypot, the time
   * to fill the form in, the visit month by the server's clock), one review per member and place,
   * and a member's first two held for an operator.
   */
  const context = useMembersApp(undefined, engine);

  describe('POST writeReview', () => {
    it('keeps a first review held, answers 201 and lists it as the member’s own', async () => {
      context.clock = START;
      const { token, memberId } = await member(context);
      const [placeId = 0] = await placesOf(context, 'attraction');
      const answer = await call(context, 'writeReview', reviewBody(context, token, placeId), {
        lang: 'ja',
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { id, status } = writtenReviewAnswerSchema.parse(answer.json()).data;
      expect(status).toBe('held');
      expect(await reviewRow(context, id)).toMatchObject({
        member_id: memberId,
        place_kind: 'attraction',
        place_id: placeId,
        rating: 5,
        visit_month: '2026-10',
        lang: 'ja',
        status: 'held',
        created_at: START,
        shown_at: null,
      });
      const own = await call(context, 'memberReviews', { token }, { lang: 'en' });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      const [review] = memberReviewsAnswerSchema.parse(own.json()).data;
      expect(review).toMatchObject({
        id,
        kind: 'attraction',
        placeId,
        status: 'held',
        reason: null,
        displayName: 'Lin Mei',
        text: 'The cliffs at sunrise were worth the early start.',
      });
      expect(review?.placeName).not.toBe('');
    });

    it('lists only the member’s own: another member’s review is not theirs to read', async () => {
      const owner = await member(context);
      const [placeId = 0] = await placesOf(context, 'attraction');
      const { id } = await written(context, owner.token, placeId, { rating: 3 });
      const stranger = await member(context, 'Chen Wei');
      const theirs = await call(context, 'memberReviews', { token: stranger.token });
      expect(memberReviewsAnswerSchema.parse(theirs.json()).data).toEqual([]);
      const own = await call(context, 'memberReviews', { token: owner.token });
      expect(memberReviewsAnswerSchema.parse(own.json()).data.map((r) => r.id)).toEqual([id]);
    });

    it('holds the first two, and shows the third at once once two were shown', async () => {
      const { token } = await member(context);
      const places = await placesOf(context, 'shop', 4);
      const first = await written(context, token, places[0] ?? 0, { kind: 'shop' });
      const second = await written(context, token, places[1] ?? 0, { kind: 'shop' });
      expect([first.status, second.status]).toEqual(['held', 'held']);
      await setStatus(context, first.id, 'shown');
      expect((await written(context, token, places[2] ?? 0, { kind: 'shop' })).status).toBe('held');
      await setStatus(context, second.id, 'shown');
      expect((await written(context, token, places[3] ?? 0, { kind: 'shop' })).status).toBe(
        'shown',
      );
    });

    it('takes one review per member and place: a second is a 409', async () => {
      const { token } = await member(context);
      const [placeId = 0] = await placesOf(context, 'accommodation');
      await written(context, token, placeId, { kind: 'accommodation' });
      const again = await call(
        context,
        'writeReview',
        reviewBody(context, token, placeId, { kind: 'accommodation', rating: 1 }),
      );
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(REVIEWED_ALREADY);
      const other = await member(context, 'Chen Wei');
      await written(context, other.token, placeId, { kind: 'accommodation' });
    });

    it.each<[string, number, string]>([
      ['an id no place has', 999_999_999, 'attraction'],
      ['a place of another kind', 0, 'accommodation'],
    ])('answers 404 for %s', async (_case, id, kind) => {
      const { token } = await member(context);
      const [attraction = 0] = await placesOf(context, 'attraction');
      const answer = await call(
        context,
        'writeReview',
        reviewBody(context, token, id || attraction, { kind }),
      );
      expect(answer.statusCode).toBe(404);
      expect(messageOf(answer)).toBe(NO_SUCH_REVIEWED_PLACE);
    });

    it.each<[string, object, string]>([
      ['kind missing', { kind: undefined }, 'body.kind'],
      ['kind unknown', { kind: 'museum' }, 'body.kind'],
      ['placeId missing', { placeId: undefined }, 'body.placeId'],
      ['placeId not whole', { placeId: 1.5 }, 'body.placeId'],
      ['placeId not positive', { placeId: 0 }, 'body.placeId'],
      ['rating missing', { rating: undefined }, 'body.rating'],
      ['rating 0', { rating: 0 }, 'body.rating'],
      ['rating 6', { rating: 6 }, 'body.rating'],
      ['rating not whole', { rating: 4.5 }, 'body.rating'],
      ['text missing', { text: undefined }, 'body.text'],
      ['text under 10 characters', { text: 'Too short' }, 'body.text'],
      ['text over 2,000 characters', { text: 'a'.repeat(2001) }, 'body.text'],
      ['text with a control character', { text: 'Lovely\u0007 place to visit' }, 'body.text'],
      ['visitMonth missing', { visitMonth: undefined }, 'body.visitMonth'],
      ['visitMonth not a month', { visitMonth: '2026-13' }, 'body.visitMonth'],
      ['visitMonth a day', { visitMonth: '2026-10-01' }, 'body.visitMonth'],
      ['visitMonth after this month', { visitMonth: '2027-01' }, VISIT_MONTH_REFUSED],
      ['visitMonth over ten years ago', { visitMonth: '2016-11' }, VISIT_MONTH_REFUSED],
      ['website filled in', { website: 'https://spam.example' }, 'body.website'],
      ['website missing', { website: undefined }, 'body.website'],
      ['openedAt missing', { openedAt: undefined }, 'body.openedAt'],
      ['openedAt negative', { openedAt: -1 }, 'body.openedAt'],
      ['openedAt just now', { openedAt: START }, SENT_TOO_SOON],
      ['openedAt in the future', { openedAt: START + 60_000 }, SENT_TOO_SOON],
    ])('refuses %s with a 400 naming it, and writes nothing', async (_case, change, field) => {
      context.clock = START;
      const { token, memberId } = await member(context);
      const [placeId = 0] = await placesOf(context, 'attraction');
      const answer = await call(
        context,
        'writeReview',
        reviewBody(context, token, placeId, change),
      );
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field.includes(':') ? field : `${field}:`);
      const rows = await context.written
        .selectFrom('reviews')
        .select('id')
        .where('member_id', '=', memberId)
        .execute();
      expect(rows).toEqual([]);
    });

    it('takes the visit month of this month and of ten years before', async () => {
      context.clock = START;
      const { token } = await member(context);
      const places = await placesOf(context, 'attraction', 2);
      await written(context, token, places[0] ?? 0, { visitMonth: '2026-12' });
      await written(context, token, places[1] ?? 0, { visitMonth: '2016-12' });
    });
  });
});
