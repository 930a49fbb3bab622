import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { envelope, repairReceiptSchema, repairResultSchema } from '@ecg/domain/contracts';
import {
  repairReportAnswerSchema,
  repairsAnswerSchema,
  repairStatusAnswerSchema,
} from '@ecg/domain/contracts/admin-repairs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { loggedActions } from './operators';
import { cameraJpeg, dataUrlOf } from './service-forms-support';
import { post as visitorPost } from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Repair reports from the console (docs/architecture.md, Operator console), through the real
   * routes.
   */
  const { context, get, post, unsigned, visitorReads } = useConsoleApp(engine);
  const P = ADMIN_API_PATHS;

  /** Each report 200 m north of the last, so none is the same fault as another (50 m). */
  let reports = 0;

  /**
   * A visitor's report near Sanxiantai, sent as the app sends it; answers its number and secret.
   */
  async function aReport(changes: object = {}) {
    reports += 1;
    const answer = await visitorPost(context.app, '/en/opendata/fault-repair', {
      category: 'walkway',
      place: { lat: 23.1236 + reports * 0.002, lng: 121.4113, name: 'Sanxiantai bridge' },
      description: 'Two boards of the arch bridge are loose.',
      contact: { name: 'Lin Yu', email: 'yu@example.tw' },
      ...changes,
    });
    expect(answer.statusCode).toBe(201);
    return envelope(repairReceiptSchema).parse(answer.json()).data as {
      number: string;
      secret: string;
    };
  }

  /** What the visitor reads on their tracking page. */
  const asTheVisitorSees = (number: string, secret: string) =>
    visitorReads(repairResultSchema, '/en/opendata/fault-repair-result', { number, secret });

  const detail = async (number: string) =>
    repairReportAnswerSchema.parse((await get(`${P.repairReport}?number=${number}`)).json()).data;

  describe('the repair reports section', () => {
    it.each([
      ['GET', P.repairs],
      ['GET', `${P.repairReport}?number=R-2611-0001`],
      ['GET', `${P.repairPhoto}?number=R-2611-0001&id=1`],
      ['POST', P.repairStatus],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('lists the reports by status and category, newest first, a page at a time', async () => {
      const bridge = await aReport();
      const toilet = await aReport({
        category: 'toilet',
        place: { lat: 23.0987, lng: 121.3969, name: 'Shitiping toilets' },
        description: 'No water in the washbasins since the morning.',
      });
      await post(P.repairStatus, { number: toilet.number, status: 'acknowledged' });
      const answer = await get(`${P.repairs}?status=open,acknowledged&pageSize=1`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const page = repairsAnswerSchema.parse(answer.json()).data;
      expect(page).toMatchObject({ page: 1, pageSize: 1 });
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.items[0]).toMatchObject({
        number: toilet.number,
        category: 'toilet',
        status: 'acknowledged',
        submissions: 1,
        description: 'No water in the washbasins since the morning.',
        createdAt: '2026-11-20 09:00:00',
      });
      const walkways = repairsAnswerSchema.parse(
        (await get(`${P.repairs}?category=walkway&status=open`)).json(),
      ).data.items;
      expect(walkways.map((item) => item.number)).toContain(bridge.number);
      expect(walkways.every((item) => item.category === 'walkway' && item.status === 'open')).toBe(
        true,
      );
    });

    it.each([
      ['status=fixed', 'querystring.status.0: status must be one of open, acknowledged'],
      ['category=bridge', 'querystring.category: category must be one of walkway'],
      ['from=26-11-2026', 'querystring.from: from must be YYYY-MM-DD'],
      ['page=0', 'querystring.page: page counts from 1'],
    ])('refuses the filter %s with a 400 naming it', async (query, message) => {
      expect((await refusal(await get(`${P.repairs}?${query}`), 400)).message).toContain(message);
    });

    it('reads a report whole, and serves its photo to a signed-in operator only, kept by no cache', async () => {
      const { number } = await aReport({ photos: [dataUrlOf(await cameraJpeg())] });
      const report = await detail(number);
      expect(report.reports[0]).toMatchObject({
        number,
        description: 'Two boards of the arch bridge are loose.',
        contact: { name: 'Lin Yu', email: 'yu@example.tw', phone: null },
        lang: 'en',
      });
      const [photoId] = report.reports[0]?.photoIds ?? [];
      const photo = await get(`${P.repairPhoto}?number=${number}&id=${photoId}`);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');
      const unsignedPhoto = await unsigned(
        'GET',
        `${P.repairPhoto}?number=${number}&id=${photoId}`,
      );
      expect(unsignedPhoto.statusCode).toBe(401);
      expect(unsignedPhoto.headers['content-type']).not.toBe('image/jpeg');
      const otherReport = await aReport();
      expect(
        (await get(`${P.repairPhoto}?number=${otherReport.number}&id=${photoId}`)).statusCode,
      ).toBe(404);
      expect((await get(`${P.repairReport}?number=R-2611-9999`)).statusCode).toBe(404);
      expect(
        (await refusal(await get(`${P.repairPhoto}?number=${number}&id=x`), 400)).message,
      ).toBe('querystring.id: id must be a number');
    });

    it('moves a report through every status with notes the visitor reads, each logged', async () => {
      const { number, secret } = await aReport();
      const steps = [
        ['acknowledged', 'A ranger will look at it this afternoon.'],
        ['in_progress', 'New boards are on their way.'],
        ['closed', 'Both boards were replaced.'],
      ] as const;
      for (const [status, note] of steps) {
        // Twenty minutes apart: within the session's idle time.
        context.clock.now += 20 * 60_000;
        const answer = await post(P.repairStatus, { number, status, note });
        expect(repairStatusAnswerSchema.parse(answer.json()).data).toEqual({ number, status });
        expect(await lastAction(context.written)).toMatchObject({
          action: 'repair.status',
          subject_kind: 'repair',
          subject_id: number,
          detail: JSON.stringify({ status, noteLength: note.length }),
        });
        const seen = await asTheVisitorSees(number, secret);
        expect(seen.status).toBe(status);
        expect(seen.history.at(-1)).toMatchObject({ status, note });
      }
      const report = await detail(number);
      expect(report.changes.map((change) => [change.status, change.by])).toEqual([
        ['open', null],
        ['acknowledged', 'Lin Mei'],
        ['in_progress', 'Lin Mei'],
        ['closed', 'Lin Mei'],
      ]);
      expect(report.closedAt).toBe('2026-11-20 10:00:00');
    });

    it('refuses a status the rules do not allow at its field, with the reason', async () => {
      const { number } = await aReport();
      await post(P.repairStatus, { number, status: 'in_progress' });
      expect(
        await refusal(await post(P.repairStatus, { number, status: 'acknowledged' }), 409),
      ).toEqual({
        message: `body.status: ${number}: a report that is in_progress cannot become acknowledged (it may become closed)`,
        reason: 'statusRefused',
      });
      // Staying at a status adds a note, so it needs one.
      expect(
        (await refusal(await post(P.repairStatus, { number, status: 'in_progress' }), 409)).reason,
      ).toBe('statusRefused');
      expect(
        (
          await refusal(
            await post(P.repairStatus, { number: 'R-2611-9999', status: 'closed' }),
            404,
          )
        ).reason,
      ).toBe('notFound');
    });

    it.each([
      [
        { status: 'fixed' },
        'body.status: status must be one of open, acknowledged, in_progress, closed',
      ],
      [
        { status: 'closed', note: 'x'.repeat(1001) },
        'body.note: note must be at most 1000 characters',
      ],
      [{ number: 'report 7', status: 'closed' }, 'body.number: number must be written like'],
    ])('refuses %j with a 400 naming the field', async (changes, message) => {
      const payload = { number: 'R-2611-0001', ...changes };
      expect((await refusal(await post(P.repairStatus, payload), 400)).message).toContain(message);
    });

    it('changes nothing when the log cannot be written: the change and its line are one', async () => {
      const { number, secret } = await aReport();
      const actions = (await loggedActions(context.written)).length;
      await withTheLogRefusing(context.written, async () => {
        const answer = await post(P.repairStatus, { number, status: 'closed', note: 'Done' });
        expect(answer.statusCode).toBe(500);
      });
      expect((await asTheVisitorSees(number, secret)).status).toBe('open');
      expect((await detail(number)).changes).toHaveLength(1);
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
