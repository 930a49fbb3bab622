import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import {
  reviewDecisionAnswerSchema,
  reviewsAnswerSchema,
} from '@ecg/domain/contracts/admin-reviews';
import { memberReviewsAnswerSchema, placeReviewsAnswerSchema } from '@ecg/domain/contracts/reviews';
import { REPORTS_TO_HIDE } from '@ecg/domain/rules/reviews';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, START, useMembersApp } from './members.support';
import { withTheLogRefusing } from './admin-sections.support';
import { addOperator, bearer, loggedActions, tokenOf } from './operators';
import { member, placesOf, read, reviewRow, setStatus, written } from './reviews.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The console's review queue (docs/reviews.md, The console), through the real routes: held
   * reviews approved or rejected with a reason the member reads, hidden ones restored, each
   * decision logged with it.
   */
  const context = useMembersApp(undefined, engine);
  const P = ADMIN_API_PATHS;
  const tokens = { staff: '', admin: '' };

  beforeAll(async () => {
    await addOperator(context.written, 'mei@example.tw', 'staff', 'Lin Mei');
    await addOperator(context.written, 'wei@example.tw', 'admin', 'Chen Wei');
    context.clock = START;
    tokens.staff = await tokenOf(context.app, 'mei@example.tw');
    tokens.admin = await tokenOf(context.app, 'wei@example.tw');
  });

  const operatorCall = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
    context.app.inject({
      method,
      url,
      headers: token === undefined ? {} : bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const get = (url: string) => operatorCall('GET', url, undefined, tokens.staff);
  const post = (url: string, payload: object, token = tokens.staff) =>
    operatorCall('POST', url, payload, token);

  const messageOf = (answer: { json(): unknown }) =>
    errorEnvelopeSchema.parse(answer.json()).message;

  /** A held review of a new member's, of the attraction at `index` among the seeded ones. */
  async function aHeldReview(index: number, displayName = 'Wang Fang') {
    const places = await placesOf(context, 'attraction', index + 1);
    const placeId = places[index] ?? 0;
    const writer = await member(context, displayName);
    const { id } = await written(context, writer.token, placeId, { rating: 4 });
    return { id, placeId, token: writer.token };
  }

  const shownOf = async (placeId: number) =>
    placeReviewsAnswerSchema
      .parse((await read(context, 'placeReviews', { kind: 'attraction', id: placeId })).json())
      .data.reviews.map((review) => review.id);

  const lastAction = async () => (await loggedActions(context.written)).at(-1);

  describe('the reviews section', () => {
    it.each([
      ['GET', P.reviews],
      ['POST', P.approveReview],
      ['POST', P.rejectReview],
      ['POST', P.restoreReview],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await operatorCall(method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(
        401,
      );
      const wrong = await operatorCall(method, url, undefined, 'A'.repeat(43));
      expect(wrong.statusCode).toBe(401);
    });

    it('lists the held reviews with place, member and reports, and approves one: shown', async () => {
      context.clock = START;
      const { id, placeId } = await aHeldReview(0);
      const list = await get(`${P.reviews}?status=held&lang=en&pageSize=100`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      const page = reviewsAnswerSchema.parse(list.json()).data;
      expect(page.items.find((item) => item.id === id)).toMatchObject({
        kind: 'attraction',
        placeId,
        rating: 4,
        status: 'held',
        displayName: 'Wang Fang',
        reports: 0,
        createdAt: '2026-12-01 10:00:00',
        decidedAt: null,
      });
      expect(page.items.every((item) => item.status === 'held')).toBe(true);
      expect(await shownOf(placeId)).not.toContain(id);

      const approved = await post(P.approveReview, { id });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(reviewDecisionAnswerSchema.parse(approved.json()).data).toMatchObject({
        id,
        status: 'shown',
        decidedAt: '2026-12-01 10:00:00',
      });
      expect(await shownOf(placeId)).toContain(id);
      expect(await lastAction()).toMatchObject({
        action: 'review.approve',
        subject_kind: 'review',
        subject_id: String(id),
        detail: JSON.stringify({ from: 'held' }),
      });
      expect((await reviewRow(context, id)).shown_at).toBe(START);
    });

    it('rejects a held review with a reason the member reads, and logs it', async () => {
      const { id, placeId, token } = await aHeldReview(1);
      const reason = 'Please write about the place itself, not the bus to it.';
      const rejected = await post(P.rejectReview, { id, reason: `  ${reason} ` });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(reviewDecisionAnswerSchema.parse(rejected.json()).data).toMatchObject({
        status: 'rejected',
        reason,
      });
      const own = memberReviewsAnswerSchema.parse(
        (await call(context, 'memberReviews', { token })).json(),
      ).data;
      expect(own).toMatchObject([{ id, status: 'rejected', reason }]);
      expect(await shownOf(placeId)).not.toContain(id);
      expect(await lastAction()).toMatchObject({
        action: 'review.reject',
        subject_id: String(id),
        detail: JSON.stringify({ from: 'held', reasonLength: reason.length }),
      });
      const again = await post(P.approveReview, { id });
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toMatch(/^body\.id: Review \d+ is rejected/);
    });

    it('restores a hidden review, its reports cleared so one more does not hide it', async () => {
      const { id, placeId } = await aHeldReview(2);
      await setStatus(context, id, 'shown');
      const report = (remoteAddress: string) =>
        call(context, 'reportReview', { reviewId: id, reason: 'untrue' }, { remoteAddress });
      for (let n = 0; n < REPORTS_TO_HIDE; n += 1) await report(`198.51.100.${n + 1}`);
      expect((await reviewRow(context, id)).status).toBe('hidden');
      const hidden = reviewsAnswerSchema.parse(
        (await get(`${P.reviews}?status=hidden`)).json(),
      ).data;
      expect(hidden.items.find((item) => item.id === id)?.reports).toBe(REPORTS_TO_HIDE);

      const restored = await post(P.restoreReview, { id }, tokens.admin);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(reviewDecisionAnswerSchema.parse(restored.json()).data).toMatchObject({
        status: 'shown',
        reports: 0,
      });
      expect(await lastAction()).toMatchObject({
        action: 'review.restore',
        detail: JSON.stringify({ from: 'hidden' }),
      });
      await report('198.51.100.9');
      expect(await shownOf(placeId)).toContain(id);
      const twice = await post(P.restoreReview, { id });
      expect(twice.statusCode).toBe(409);
    });

    it('approves nothing when the log refuses its line: the decision and its line are one', async () => {
      const { id } = await aHeldReview(3);
      const answer = await withTheLogRefusing(context.written, () => post(P.approveReview, { id }));
      expect(answer.statusCode).toBe(500);
      expect((await reviewRow(context, id)).status).toBe('held');
    });

    it('refuses a review no one wrote with a 404, logging nothing', async () => {
      const before = (await loggedActions(context.written)).length;
      for (const url of [P.approveReview, P.restoreReview]) {
        const answer = await post(url, { id: 999_999 });
        expect(answer.statusCode).toBe(404);
        expect(messageOf(answer)).toBe('body.id: There is no review 999999');
      }
      expect((await loggedActions(context.written)).length).toBe(before);
    });

    it.each<[string, object, string]>([
      [P.approveReview, {}, 'body.id'],
      [P.approveReview, { id: 'one' }, 'body.id'],
      [P.approveReview, { id: 0 }, 'body.id'],
      [P.restoreReview, { id: 1.5 }, 'body.id'],
      [P.rejectReview, { reason: 'Off topic' }, 'body.id'],
      [P.rejectReview, { id: 1 }, 'body.reason'],
      [P.rejectReview, { id: 1, reason: '   ' }, 'body.reason'],
      [P.rejectReview, { id: 1, reason: 'x'.repeat(501) }, 'body.reason'],
    ])('%s refuses %j with a 400 naming %s', async (url, body, field) => {
      const answer = await post(url, body);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });

    it.each([
      ['status=shown&page=0', 'querystring.page'],
      ['status=waiting', 'querystring.status'],
      ['lang=ja', 'querystring.lang'],
    ])('GET ?%s is a 400 naming the field', async (query, field) => {
      const answer = await get(`${P.reviews}?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
    });
  });
});
