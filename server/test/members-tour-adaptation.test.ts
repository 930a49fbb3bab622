import { randomUUID } from 'node:crypto';
import { apiPath } from '@ecg/domain/api-paths';
import { memberApiPath } from '@ecg/domain/member-api-paths';
import {
  MEMBER_TRIPS_MAX,
  tourAdaptationAnswerSchema,
  tourSchema,
  tripSchema,
  TRIP_DAYS_MAX,
} from '@ecg/domain/contracts';
import { MEMBER_IDLE_MS } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FIRST, SIGNED_OUT } from '../src/routes/members/member-guard';
import { NO_SUCH_TOUR, sentenceOf, TRIPS_FULL } from '../src/routes/members/tour-adaptation';
import { call, enrol, memberIdOf, messageOf, START, useMembersApp } from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The tour adaptation (requirements §4, §5, §7 `/{lang}/Trip/pwaadaptation`; docs/members.md,
   * Trips): a tour's daylist copied into a new trip of the member's, answered in the spec's
   * `{success, data, msg}` shape, a refusal's `msg` a sentence for the Tips alert.
   */
  const context = useMembersApp(undefined, engine);
  const TOUR = 1;

  const adapt = (payload: object, options: { key?: string; lang?: 'zh-tw' | 'en' | 'ja' } = {}) =>
    call(context, 'tourAdaptation', payload, options);

  async function tourOf(id: number, lang: 'zh-tw' | 'en' | 'ja') {
    const answer = await context.app.inject({
      method: 'POST',
      url: apiPath('tourDetail', lang),
      payload: { id },
    });
    expect(answer.statusCode).toBe(200);
    return tourSchema.parse(answer.json().data[0]);
  }

  const tripRows = async (memberId: number) =>
    context.written
      .selectFrom('member_trips')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();

  describe('POST /{lang}/Trip/pwaadaptation', () => {
    it.each(['zh-tw', 'en', 'ja'] as const)(
      'copies the tour’s daylist in %s into a new trip',
      async (lang) => {
        context.clock = START;
        const { token } = await enrol(context);
        const memberId = await memberIdOf(context.written, token);
        const tour = await tourOf(TOUR, lang);
        expect(tour.daylist.flat().length).toBeGreaterThan(0);
        const answer = await adapt({ id: TOUR, name: 'My coast', token }, { lang });
        expect(answer.statusCode).toBe(201);
        expect(answer.headers['cache-control']).toBe('private, no-store');
        const parsed = tourAdaptationAnswerSchema.parse(answer.json());
        expect(parsed).toMatchObject({ success: true, msg: '' });
        const trip = tripSchema.parse('data' in parsed ? parsed.data : undefined);
        expect(trip).toEqual({
          id: expect.any(Number),
          name: 'My coast',
          tourId: TOUR,
          days: tour.daylist.slice(0, TRIP_DAYS_MAX),
          createdAt: START,
          updatedAt: START,
        });
        const rows = await tripRows(memberId);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ id: trip.id, name: 'My coast', tour_id: TOUR });
        expect(JSON.parse(rows[0]!.days)).toEqual(trip.days);
      },
    );

    it('answers a tour that does not exist with a 404, success false and a msg', async () => {
      const { token } = await enrol(context);
      const answer = await adapt({ id: 999_999, name: 'Nowhere', token });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, msg: sentenceOf(NO_SUCH_TOUR) });
      expect(messageOf(answer)).toBe(NO_SUCH_TOUR);
      expect(answer.json().msg).toMatch(/^This tour is not in the guide/);
      expect(await tripRows(await memberIdOf(context.written, token))).toHaveLength(0);
    });

    it(`refuses a ${MEMBER_TRIPS_MAX + 1}th trip with a 409 asking to delete one`, async () => {
      const { token } = await enrol(context);
      const memberId = await memberIdOf(context.written, token);
      const now = Date.now();
      await context.written
        .insertInto('member_trips')
        .values(
          Array.from({ length: MEMBER_TRIPS_MAX }, (_, n) => ({
            member_id: memberId,
            name: `Trip ${n}`,
            tour_id: TOUR,
            days: '[]',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const answer = await adapt({ id: TOUR, name: 'One more', token });
      expect(answer.statusCode).toBe(409);
      expect(messageOf(answer)).toBe(TRIPS_FULL);
      expect(answer.json()).toMatchObject({ success: false, msg: sentenceOf(TRIPS_FULL) });
      expect(await tripRows(memberId)).toHaveLength(MEMBER_TRIPS_MAX);
      const other = await enrol(context);
      expect((await adapt({ id: TOUR, name: 'Mine', token: other.token })).statusCode).toBe(201);
    });

    it.each<[string, object, string]>([
      ['id missing', { name: 'A' }, 'body.id'],
      ['id not a number', { id: 'one', name: 'A' }, 'body.id'],
      ['id negative', { id: -1, name: 'A' }, 'body.id'],
      ['name missing', { id: TOUR }, 'body.name'],
      ['name empty', { id: TOUR, name: '  ' }, 'body.name'],
      ['name too long', { id: TOUR, name: 'n'.repeat(101) }, 'body.name'],
    ])('refuses %s with a 400 naming it', async (_case, body, field) => {
      const { token } = await enrol(context);
      const answer = await adapt({ ...body, token });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(`${field}:`);
      expect(answer.json()).toMatchObject({ success: false, msg: expect.any(String) });
      expect(answer.json().msg).not.toContain('body.');
      expect(await tripRows(await memberIdOf(context.written, token))).toHaveLength(0);
    });

    it('refuses a missing, wrong, expired or revoked token with a 401 and a msg', async () => {
      context.clock = START;
      const { token } = await enrol(context);
      const ids = [await memberIdOf(context.written, token)];
      const body = { id: TOUR, name: 'A' };
      const missing = await adapt(body);
      expect(missing.statusCode).toBe(401);
      expect(messageOf(missing)).toBe(SIGN_IN_FIRST);
      expect(missing.json().msg).toBe('Sign in first: this call needs your member token');
      const wrong = await adapt({ ...body, token: 'A'.repeat(43) });
      expect([wrong.statusCode, messageOf(wrong)]).toEqual([401, SIGNED_OUT]);
      context.clock = START + MEMBER_IDLE_MS;
      const expired = await adapt({ ...body, token });
      expect([expired.statusCode, messageOf(expired)]).toEqual([401, SIGNED_OUT]);
      context.clock = START;
      const other = await enrol(context);
      ids.push(await memberIdOf(context.written, other.token));
      expect((await call(context, 'memberSignOut', { token: other.token })).statusCode).toBe(200);
      const revoked = await adapt({ ...body, token: other.token });
      expect([revoked.statusCode, messageOf(revoked)]).toEqual([401, SIGNED_OUT]);
      expect(revoked.json().msg).toBe('Your sign-in has ended: sign in again');
      for (const id of ids) expect(await tripRows(id)).toHaveLength(0);
    });

    it('gives the first answer again for the same Idempotency-Key, without a second trip', async () => {
      context.clock = START;
      const { token } = await enrol(context);
      const key = randomUUID();
      const first = await adapt({ id: TOUR, name: 'Once', token }, { key });
      const again = await adapt({ id: TOUR, name: 'Once', token }, { key });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await tripRows(await memberIdOf(context.written, token))).toHaveLength(1);
    });

    it('needs an Idempotency-Key', async () => {
      const { token } = await enrol(context);
      const answer = await context.app.inject({
        method: 'POST',
        url: memberApiPath('tourAdaptation', 'en'),
        payload: { id: TOUR, name: 'A', token },
      });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toMatch(/^headers\.idempotency-key/i);
    });
  });
});
