import {
  envelope,
  errorEnvelopeSchema,
  repairReceiptSchema,
  repairResultSchema,
  repairTrackSchema,
  type RepairReceipt,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { postForm, useServiceApp } from './service-forms-support';
import { repairStatusRepository } from '../src/store/repairs/repair-status-repository';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * A report of a fault already reported ("add yours to it"), and a report followed by its number
   * and secret (track-fault-repair, fault-repair-result) through every status.
   */
  const context = useServiceApp(3, engine);
  const DAY_MS = 86_400_000;

  const SHITIPING = { lat: 23.4878, lng: 121.5111, name: 'Shitiping boardwalk' };
  /** About 30 m north-east of it. */
  const NEAR_SHITIPING = { lat: 23.48801, lng: 121.51128 };

  const form = (change: Record<string, unknown> = {}) => ({
    category: 'walkway',
    place: SHITIPING,
    description: 'The boardwalk has a broken board near the steps.',
    ...change,
  });
  const send = async (payload: unknown, app = context.app) =>
    postForm(app, '/en/opendata/fault-repair', payload);
  const receiptOf = (answer: { json(): unknown }): RepairReceipt =>
    envelope(repairReceiptSchema).parse(answer.json()).data;
  const lookUp = (
    call: 'track-fault-repair' | 'fault-repair-result',
    body: unknown,
    app = context.app,
    remoteAddress?: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `/en/opendata/${call}`,
      payload: body as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const staff = (
    number: string,
    status: 'acknowledged' | 'in_progress' | 'closed' | 'open',
    note?: string,
  ) =>
    context.written.transaction().execute((trx) =>
      repairStatusRepository(trx).change({
        number,
        status,
        note,
        by: 'staff-1',
        at: context.clock.now,
      }),
    );

  describe('a report of a fault already reported', () => {
    it('is refused as a duplicate, then added to the first as "me too"', async () => {
      const first = receiptOf(await send(form()));
      const reports = await context.written
        .selectFrom('repair_report')
        .select('id')
        .orderBy('id')
        .execute();

      const again = await send(
        form({ place: NEAR_SHITIPING, description: 'Loose board by the stairs!' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        message: `body.place: ${first.number}, a report of this kind within 50 m, is still open today: add yours to it`,
        issues: [{ field: 'place', rule: 'duplicate' }],
        duplicateOf: first.number,
      });
      expect(
        await context.written.selectFrom('repair_report').select('id').orderBy('id').execute(),
      ).toEqual(reports);

      const added = await send(
        form({
          place: NEAR_SHITIPING,
          description: 'Loose board by the stairs!',
          addTo: first.number,
        }),
      );
      expect(added.statusCode, added.body).toBe(201);
      const mine = receiptOf(added);
      expect(mine.report).toBe(first.number);
      expect(mine.number).not.toBe(first.number);
      expect(mine.secret).not.toBe(first.secret);

      // The visitor who added theirs follows the same report with their own number and secret.
      const tracked = await lookUp('fault-repair-result', {
        number: mine.number,
        secret: mine.secret,
      });
      const result = envelope(repairResultSchema).parse(tracked.json()).data;
      expect(result).toMatchObject({
        number: mine.number,
        report: first.number,
        othersReported: 1,
      });
    });

    it.each([
      ['another category at the same spot', 23.31, { category: 'toilet' }, 0],
      ['the same category 100 m away', 23.32, { place: { lat: 23.3209, lng: 121.45 } }, 0],
      ['the same category the next Taipei day', 23.33, {}, DAY_MS],
    ])('is not a duplicate when it is %s', async (_name, lat, change, later) => {
      const place = { lat, lng: 121.45 };
      expect((await send(form({ place }))).statusCode).toBe(201);
      context.clock.now += later;
      try {
        expect((await send(form({ place, ...change }))).statusCode).toBe(201);
      } finally {
        context.clock.now -= later;
      }
    });

    it('is not a duplicate of a closed report, and cannot be added to one', async () => {
      const place = { lat: 23.25, lng: 121.43 };
      const first = receiptOf(await send(form({ place })));
      await staff(first.number, 'closed', 'Repaired.');
      expect((await send(form({ place }))).statusCode).toBe(201);
      const late = await send(form({ place, addTo: first.number }));
      expect(late.statusCode).toBe(409);
      expect(late.json().issues).toEqual([{ field: 'addTo', rule: 'closed' }]);
      const unknown = await send(form({ addTo: 'R-2611-9999' }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().issues).toEqual([{ field: 'addTo', rule: 'invalid' }]);
    });
  });

  describe('following a report by its number and secret', () => {
    it('shows its status and times, then every change with the notes and the result', async () => {
      const mine = receiptOf(await send(form({ place: { lat: 22.9, lng: 121.3 } })));
      const lookup = { number: mine.number, secret: mine.secret };

      const opened = await lookUp('track-fault-repair', lookup);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(envelope(repairTrackSchema).parse(opened.json()).data).toEqual({
        number: mine.number,
        report: mine.number,
        category: { code: 'walkway', name: 'Broken boardwalk or trail' },
        status: 'open',
        requestedAt: '2026-11-26 10:00:00',
        updatedAt: '2026-11-26 10:00:00',
        statusTimes: [{ status: 'open', at: '2026-11-26 10:00:00' }],
      });

      context.clock.now += 3_600_000;
      await staff(mine.number, 'acknowledged', 'A ranger will look at it today.');
      context.clock.now += 3_600_000;
      await staff(mine.number, 'in_progress');
      context.clock.now += DAY_MS;
      await staff(mine.number, 'closed', 'Two new boards were fitted.');
      context.clock.now -= DAY_MS + 7_200_000;

      const result = envelope(repairResultSchema).parse(
        (await lookUp('fault-repair-result', lookup)).json(),
      ).data;
      expect(result.status).toBe('closed');
      expect(result.updatedAt).toBe('2026-11-27 12:00:00');
      expect(result.history).toEqual([
        { status: 'open', at: '2026-11-26 10:00:00' },
        {
          status: 'acknowledged',
          at: '2026-11-26 11:00:00',
          note: 'A ranger will look at it today.',
        },
        { status: 'in_progress', at: '2026-11-26 12:00:00' },
        { status: 'closed', at: '2026-11-27 12:00:00', note: 'Two new boards were fitted.' },
      ]);
      expect(result.result).toEqual({
        status: 'closed',
        at: '2026-11-27 12:00:00',
        note: 'Two new boards were fitted.',
      });
      expect(result.place).toEqual({ lat: 22.9, lng: 121.3 });
      // The track call in Japanese names the category in Japanese.
      const ja = await context.app.inject({
        method: 'POST',
        url: '/ja/opendata/track-fault-repair',
        payload: lookup,
      });
      expect(ja.json().data.category.name).toBe('木道・歩道の破損');
    });

    it('answers a wrong secret and an unknown number alike, with nothing of the report', async () => {
      const mine = receiptOf(await send(form({ place: { lat: 22.95, lng: 121.3 } })));
      for (const call of ['track-fault-repair', 'fault-repair-result'] as const) {
        const wrong = await lookUp(call, { number: mine.number, secret: 'AAAAAAAAAAAAAAAAAAAAAA' });
        const unknown = await lookUp(call, { number: 'R-2611-9998', secret: mine.secret });
        expect(wrong.statusCode).toBe(404);
        expect(wrong.headers['cache-control']).toBe('no-store');
        expect(wrong.json()).toEqual({
          success: false,
          message: 'body.secret: no report has this number and secret',
          issues: [{ field: 'secret', rule: 'wrongSecret' }],
        });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.body).toBe(wrong.body);
      }
    });

    it.each([
      [{ number: 'R-2611-0001' }, 'secret', 'required'],
      [{ number: '42', secret: 'AAAAAAAAAAAA' }, 'number', 'format'],
      [{ number: 'R-2611-0001', secret: 'no spaces allowed' }, 'secret', 'format'],
    ])('refuses %j naming the field', async (body, field, rule) => {
      const answer = await lookUp('track-fault-repair', body);
      expect(answer.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(answer.json()).issues).toEqual([{ field, rule }]);
    });

    it('is limited per client as writes are', async () => {
      const body = { number: 'R-2611-0001', secret: 'AAAAAAAAAAAAAAAAAAAAAA' };
      // A client of its own: on PostgreSQL the two apps count a client's calls in the table they
      // share, as servers do, and the other app's come from the address inject gives by default.
      const client = '192.0.2.43';
      for (let i = 0; i < 3; i++) {
        const answer = await lookUp('fault-repair-result', body, context.limitedApp, client);
        expect(answer.statusCode).toBe(404);
      }
      const over = await lookUp('fault-repair-result', body, context.limitedApp, client);
      expect(over.statusCode).toBe(429);
    });
  });
});
