import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { echelonAnswerSchema, offeringsAnswerSchema } from '@ecg/domain/contracts';
import {
  batchesAnswerSchema,
  idAnswerSchema,
  offeringsSetupAnswerSchema,
  type EditOfferingRequest,
} from '@ecg/domain/contracts/admin-reservations';
import { describe, expect, it } from 'vitest';
import { lastAction, refusal, useConsoleApp, withTheLogRefusing } from './admin-sections.support';
import { loggedActions } from './operators';
import {
  aVisitorCentre,
  bookedOf,
  booking,
  post as visitorPost,
  TEST_OFFERING,
} from './service-reservations.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * The console's tours, narrators and batches (docs/architecture.md, Operator console), through
   * the real routes.
   */
  const { context, get, post, unsigned, visitorReads } = useConsoleApp(engine);

  const P = ADMIN_API_PATHS;
  const offeringsOnOffer = async () =>
    (await visitorReads(offeringsAnswerSchema, '/en/opendata/reservation')).items.map(
      (item) => item.id,
    );
  const visitorBatches = async (offering: number) =>
    (
      await visitorReads(echelonAnswerSchema, `/en/opendata/echelon?offering=${offering}`)
    ).days.flatMap((day) => day.batches.map((batch) => batch.id));

  async function newOffering(changes: object = {}) {
    const centreId = await aVisitorCentre(context.store);
    const response = await post(P.offerings, { ...TEST_OFFERING, centreId, ...changes });
    expect(response.statusCode).toBe(200);
    return { id: idAnswerSchema.parse(response.json()).data.id, centreId };
  }

  async function newBatch(offeringId: number, changes: object = {}) {
    const body = {
      offeringId,
      date: '2026-11-23',
      time: '10:00',
      durationMinutes: 90,
      capacity: 6,
    };
    const response = await post(P.batches, { ...body, ...changes });
    expect(response.statusCode).toBe(200);
    return idAnswerSchema.parse(response.json()).data.id;
  }

  describe('the reservations section', () => {
    it.each([
      ['GET', P.offerings],
      ['POST', P.offerings],
      ['POST', P.editOffering],
      ['POST', P.offeringActive],
      ['GET', `${P.batches}?offering=1`],
      ['POST', P.batches],
      ['POST', P.batchCapacity],
      ['POST', P.batchOpen],
    ] as const)('%s %s needs a signed-in operator: 401', async (method, url) => {
      expect((await unsigned(method, url)).statusCode).toBe(401);
    });

    it('creates an offering at a visitor centre, logged, and offered to visitors at once', async () => {
      const { id, centreId } = await newOffering();
      expect(await lastAction(context.written)).toMatchObject({
        action: 'offering.create',
        subject_kind: 'offering',
        subject_id: String(id),
        detail: JSON.stringify({ kind: 'tour', centreId, title: '測試導覽' }),
      });
      expect(await offeringsOnOffer()).toContain(id);
      const listed = await get(P.offerings);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      const { offerings, centres } = offeringsSetupAnswerSchema.parse(listed.json()).data;
      expect(offerings.find((item) => item.id === id)).toMatchObject({
        title: { 'zh-tw': '測試導覽', en: 'Test tour', ja: '' },
        contactLimit: 10,
        active: true,
      });
      expect(centres.map((centre) => centre.id)).toContain(centreId);
    });

    it.each([
      ['no Chinese title', { title: { en: 'Tour' } }, 'body.title.zh-tw'],
      ['a larger smallest group', { groupMin: 8, groupMax: 4 }, 'body.groupMax: groupMax must be'],
      ['no language', { languages: [] }, 'body.languages: languages must name at least one'],
      ['an unknown kind', { kind: 'boat' }, 'body.kind: kind must be one of tour, narrator'],
      ['a lead time too long', { leadDays: 61 }, 'body.leadDays: leadDays must be at most 60'],
      [
        'no contact limit',
        { contactLimit: 0 },
        'body.contactLimit: contactLimit must be at least 1',
      ],
    ])('refuses %s: a 400 naming the field, nothing written', async (_case, changes, message) => {
      const before = (await loggedActions(context.written)).length;
      const centreId = await aVisitorCentre(context.store);
      const response = await post(P.offerings, { ...TEST_OFFERING, centreId, ...changes });
      expect((await refusal(response, 400)).message).toContain(message);
      expect((await loggedActions(context.written)).length).toBe(before);
    });

    it('refuses a place that is not a visitor centre at its field, with the reason', async () => {
      const response = await post(P.offerings, { ...TEST_OFFERING, centreId: 999_999 });
      expect(await refusal(response, 400)).toEqual({
        message: 'body.centreId: Place 999999 is not a visitor centre',
        reason: 'notVisitorCentre',
      });
    });

    it('edits an offering, withdraws it from visitors and puts it back, each logged', async () => {
      const { id, centreId } = await newOffering();
      const edit: EditOfferingRequest = {
        ...TEST_OFFERING,
        id,
        centreId,
        title: { 'zh-tw': '三仙台導覽', en: 'Sanxiantai walk', ja: '三仙台ガイド' },
        groupMax: 12,
        contactLimit: 4,
      };
      expect((await post(P.editOffering, edit)).statusCode).toBe(200);
      expect(await lastAction(context.written)).toMatchObject({
        action: 'offering.edit',
        subject_id: String(id),
      });
      const { offerings } = offeringsSetupAnswerSchema.parse((await get(P.offerings)).json()).data;
      expect(offerings.find((item) => item.id === id)).toMatchObject({
        title: edit.title,
        groupMax: 12,
        contactLimit: 4,
      });

      expect((await post(P.offeringActive, { id, active: false })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('offering.withdraw');
      expect(await offeringsOnOffer()).not.toContain(id);
      expect((await post(P.offeringActive, { id, active: true })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('offering.restore');
      expect(await offeringsOnOffer()).toContain(id);

      expect(await refusal(await post(P.editOffering, { ...edit, id: 999_999 }), 404)).toEqual({
        message: 'No offering 999999',
        reason: 'notFound',
      });
      const bad = await post(P.editOffering, { ...edit, groupMin: 20 });
      expect((await refusal(bad, 400)).message).toContain('body.groupMax');
      expect((await refusal(await post(P.offeringActive, { id }), 400)).message).toContain(
        'body.active: active must be true or false',
      );
    });

    it('opens a batch that visitors can book at once, and lists it with its places booked', async () => {
      const { id: offeringId } = await newOffering();
      const batchId = await newBatch(offeringId);
      expect(await lastAction(context.written)).toMatchObject({
        action: 'batch.open',
        subject_kind: 'batch',
        subject_id: String(batchId),
      });
      expect(await visitorBatches(offeringId)).toEqual([batchId]);
      await visitorPost(context.app, '/en/opendata/reservate', booking(batchId, { party: 2 }));
      const listed = await get(`${P.batches}?offering=${offeringId}`);
      expect(batchesAnswerSchema.parse(listed.json()).data).toEqual({
        offering: offeringId,
        batches: [
          {
            id: batchId,
            date: '2026-11-23',
            time: '10:00',
            startsAt: '2026-11-23 10:00:00',
            durationMinutes: 90,
            capacity: 6,
            booked: 2,
            open: true,
            started: false,
          },
        ],
      });
      expect((await refusal(await get(`${P.batches}?offering=x`), 400)).message).toContain(
        'querystring.offering',
      );
      expect((await get(`${P.batches}?offering=999999`)).statusCode).toBe(404);
    });

    it('refuses a batch in the past, twice at one start, or at a time that is none', async () => {
      const { id: offeringId } = await newOffering();
      await newBatch(offeringId);
      const open = (changes: object) =>
        post(P.batches, {
          offeringId,
          date: '2026-11-23',
          time: '10:00',
          durationMinutes: 90,
          capacity: 6,
          ...changes,
        });
      expect(await refusal(await open({ date: '2026-11-19' }), 400)).toEqual({
        message: 'body.date: A batch must start in the future',
        reason: 'past',
      });
      expect(await refusal(await open({}), 409)).toEqual({
        message: 'body.time: A batch already starts at 2026-11-23 10:00',
        reason: 'duplicate',
      });
      expect((await refusal(await open({ time: '24:00' }), 400)).message).toBe(
        'body.time: time must be HH:mm',
      );
      expect((await refusal(await open({ capacity: 0 }), 400)).message).toBe(
        'body.capacity: capacity must be at least 1',
      );
      expect((await refusal(await open({ offeringId: 999_999 }), 404)).reason).toBe('notFound');
    });

    it('changes a batch\u2019s places, never below those booked, and closes and reopens it', async () => {
      const { id: offeringId } = await newOffering();
      const batchId = await newBatch(offeringId);
      await visitorPost(context.app, '/en/opendata/reservate', booking(batchId, { party: 3 }));
      expect(await refusal(await post(P.batchCapacity, { id: batchId, capacity: 2 }), 409)).toEqual(
        {
          message: 'body.capacity: 3 places are booked already',
          reason: 'belowBooked',
        },
      );
      expect((await post(P.batchCapacity, { id: batchId, capacity: 10 })).statusCode).toBe(200);
      expect(await lastAction(context.written)).toMatchObject({
        action: 'batch.capacity',
        detail: JSON.stringify({ capacity: 10 }),
      });
      expect((await post(P.batchOpen, { id: batchId, open: false })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('batch.close');
      expect(await visitorBatches(offeringId)).toEqual([]);
      expect((await post(P.batchOpen, { id: batchId, open: true })).statusCode).toBe(200);
      expect((await lastAction(context.written))?.action).toBe('batch.reopen');
      expect(await visitorBatches(offeringId)).toEqual([batchId]);
      expect(await bookedOf(context.written, batchId)).toBe(3);
      expect((await post(P.batchOpen, { id: 999_999, open: false })).statusCode).toBe(404);
      expect((await refusal(await post(P.batchCapacity, { id: batchId }), 400)).message).toContain(
        'body.capacity',
      );
    });

    it('changes nothing when the log cannot be written: the change and its line are one', async () => {
      const { id: offeringId, centreId } = await newOffering();
      const batchId = await newBatch(offeringId);
      const offerings = async () =>
        context.written.selectFrom('reservation_offering').selectAll().orderBy('id').execute();
      const batches = async () =>
        context.written.selectFrom('reservation_batch').selectAll().orderBy('id').execute();
      const before = { offerings: await offerings(), batches: await batches() };
      const actions = (await loggedActions(context.written)).length;
      const changes: [string, object][] = [
        [P.offerings, { ...TEST_OFFERING, centreId }],
        [P.editOffering, { ...TEST_OFFERING, centreId, id: offeringId, groupMax: 3 }],
        [P.offeringActive, { id: offeringId, active: false }],
        [
          P.batches,
          { offeringId, date: '2026-11-24', time: '09:00', durationMinutes: 60, capacity: 4 },
        ],
        [P.batchCapacity, { id: batchId, capacity: 9 }],
        [P.batchOpen, { id: batchId, open: false }],
      ];
      await withTheLogRefusing(context.written, async () => {
        for (const [url, payload] of changes) {
          expect((await post(url, payload)).statusCode, url).toBe(500);
        }
      });
      expect({ offerings: await offerings(), batches: await batches() }).toEqual(before);
      expect((await loggedActions(context.written)).length).toBe(actions);
    });
  });
});
