import { randomUUID } from 'node:crypto';
import {
  envelope,
  errorEnvelopeSchema,
  repairInformationSchema,
  repairReceiptSchema,
  type RepairReceipt,
} from '@ecg/domain/contracts';
import { REPAIR_BODY_LIMIT_BYTES } from '@ecg/domain/rules/repair-reports';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  cameraJpeg,
  dataUrlOf,
  holdsGpsTag,
  postForm,
  useServiceApp,
} from './service-forms-support';
import { keyStillBeingSaved } from './write-claims';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /** fault-repair-information and fault-repair (requirements §7): the categories and the report. */
  const context = useServiceApp(3, engine);
  const URL = '/en/opendata/fault-repair';

  /**
   * Each test reports a place of its own, a few hundred metres apart, so none is another's duplicate.
   */
  let spot = 0;
  const nextPlace = () => {
    spot += 1;
    return { lat: 23.0 + spot * 0.004, lng: 121.35, name: `Test spot ${spot}` };
  };
  const report = (change: Record<string, unknown> = {}) => ({
    category: 'walkway',
    place: nextPlace(),
    description: 'Two boards of the boardwalk are loose and tilt.',
    website: '',
    ...change,
  });
  const send = (payload: unknown, key?: string) => postForm(context.app, URL, payload, key);
  /**
   * A report to the limited app from one client of its own: on PostgreSQL the two apps count a
   * client's writes in the table they share, as servers do.
   */
  const sendLimited = (payload: unknown) =>
    postForm(context.limitedApp, URL, payload, undefined, '192.0.2.42');
  const countOf = async (table: 'repair_report' | 'repair_submission' | 'repair_photo') =>
    Number(
      (
        await context.written
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const receiptOf = (answer: { json(): unknown }): RepairReceipt =>
    envelope(repairReceiptSchema).parse(answer.json()).data;

  describe('GET fault-repair-information', () => {
    it.each([
      ['zh-tw', '步道或木棧道損壞'],
      ['en', 'Broken boardwalk or trail'],
      ['ja', '木道・歩道の破損'],
    ])('names the eight categories in %s, kept a minute at most', async (lang, walkway) => {
      const answer = await context.app.inject(`/${lang}/opendata/fault-repair-information`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const { data } = envelope(repairInformationSchema).parse(answer.json());
      expect(data.categories.map((c) => c.code)).toEqual([
        'walkway',
        'toilet',
        'lighting',
        'sign',
        'litter',
        'facility',
        'tree-rockfall',
        'other',
      ]);
      expect(data.categories[0]?.name).toBe(walkway);
      expect(data).toMatchObject({ photosMax: 3, descriptionMin: 10, descriptionMax: 2000 });
    });
  });

  describe('POST fault-repair', () => {
    it('keeps a report and answers its number and secret after the commit', async () => {
      const answer = await send(report());
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const receipt = receiptOf(answer);
      expect(receipt.number).toMatch(issuedReferencePattern('R', '2611'));
      expect(receipt.report).toBe(receipt.number);
      expect(receipt.secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(receipt.createdAt).toBe('2026-11-26 10:00:00');
      const kept = await context.written
        .selectFrom('repair_submission')
        .selectAll()
        .where('number', '=', receipt.number)
        .executeTakeFirstOrThrow();
      expect(kept.description).toBe('Two boards of the boardwalk are loose and tilt.');
      // The secret itself is nowhere in the store, only its hash.
      expect(kept.secret_hash).not.toContain(receipt.secret);
      expect(kept.secret_hash).toHaveLength(43);
    });

    it('keeps a photo upright, within 1600 px, as JPEG, without its GPS position or camera', async () => {
      const original = await cameraJpeg();
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(holdsGpsTag(before.exif ?? Buffer.alloc(0))).toBe(true);
      expect(before.exif?.includes('TestCam')).toBe(true);

      const answer = await send(report({ photos: [dataUrlOf(original)] }));
      expect(answer.statusCode, answer.body).toBe(201);
      const photo = await context.written
        .selectFrom('repair_photo as p')
        .innerJoin('repair_submission as s', 's.id', 'p.submission_id')
        .select(['p.data', 'p.width', 'p.height'])
        .where('s.number', '=', receiptOf(answer).number)
        .executeTakeFirstOrThrow();
      const kept = await sharp(photo.data).metadata();
      expect(kept).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
      expect([photo.width, photo.height]).toEqual([1067, 1600]);
      expect(kept.exif).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(kept.iptc).toBeUndefined();
      expect(photo.data.includes('TestCam')).toBe(false);
    });

    it('keeps three photos of the three kinds, a small one not enlarged', async () => {
      const pixel = (format: 'png' | 'webp') => {
        const image = sharp({
          create: { width: 40, height: 30, channels: 4, background: '#00000000' },
        });
        return (format === 'png' ? image.png() : image.webp()).toBuffer();
      };
      const photos = [
        dataUrlOf(await cameraJpeg()),
        dataUrlOf(await pixel('png'), 'image/png'),
        dataUrlOf(await pixel('webp'), 'image/webp'),
      ];
      const answer = await send(report({ photos }));
      expect(answer.statusCode, answer.body).toBe(201);
      const kept = await context.written
        .selectFrom('repair_photo as p')
        .innerJoin('repair_submission as s', 's.id', 'p.submission_id')
        .select(['p.position', 'p.width', 'p.height'])
        .where('s.number', '=', receiptOf(answer).number)
        .orderBy('p.position')
        .execute();
      expect(kept).toEqual([
        { position: 0, width: 1067, height: 1600 },
        { position: 1, width: 40, height: 30 },
        { position: 2, width: 40, height: 30 },
      ]);
    });

    const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    it.each([
      ['no category', { category: undefined }, 'category', 'required'],
      ['an unknown category', { category: 'pothole' }, 'category', 'choice'],
      ['no place', { place: undefined }, 'place', 'required'],
      ['a place in Taipei', { place: { lat: 25.033, lng: 121.5654 } }, 'place', 'outsideArea'],
      ['a lat without lng', { place: { lat: 23.1 } }, 'place', 'required'],
      ['a short description', { description: 'loose' }, 'description', 'tooShort'],
      ['a long description', { description: 'x'.repeat(2001) }, 'description', 'tooLong'],
      ['four photos', { photos: [gif, gif, gif, gif] }, 'photos', 'tooMany'],
      ['a GIF', { photos: [gif] }, 'photos.0', 'image'],
      ['a contact with no way back', { contact: { name: 'Lin' } }, 'contact.email', 'emailOrPhone'],
      ['a bad email', { contact: { name: 'Lin', email: 'lin@' } }, 'contact.email', 'email'],
      ['a bad report number', { addTo: 'R-1' }, 'addTo', 'format'],
      ['the honeypot filled', { website: 'https://spam.example' }, 'website', 'tooLong'],
    ])('refuses %s, naming the field, writing nothing', async (_name, change, field, rule) => {
      const reports = await countOf('repair_report');
      const answer = await send(report(change));
      expect(answer.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(answer.json());
      expect(body.message).toMatch(new RegExp(`^body\\.${field.replace('.', '\\.')}: `));
      expect(body.issues?.[0]).toMatchObject({ field, rule });
      expect(await countOf('repair_report')).toBe(reports);
    });

    it('refuses a photo that is not a picture whatever its data URL says', async () => {
      const reports = await countOf('repair_report');
      const photos = await countOf('repair_photo');
      const text = Buffer.from('this is not a picture, only words', 'utf8');
      const answer = await send(
        report({ photos: [dataUrlOf(await cameraJpeg()), dataUrlOf(text)] }),
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        success: false,
        message: 'body.photos.1: photos.1 is not a JPEG, PNG or WebP picture',
        issues: [{ field: 'photos.1', rule: 'image' }],
      });
      expect(await countOf('repair_report')).toBe(reports);
      expect(await countOf('repair_photo')).toBe(photos);
    });

    it('takes a body past the server-wide 256 KB, and refuses one past its own limit', async () => {
      const noisy = await sharp({
        create: {
          width: 900,
          height: 900,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(300 * 1024);
      expect((await send(report({ photos: [dataUrlOf(noisy)] }))).statusCode).toBe(201);

      const reports = await countOf('repair_report');
      const tooLarge = await send({ ...report(), padding: 'x'.repeat(REPAIR_BODY_LIMIT_BYTES) });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({ success: false, message: 'The body is too large' });
      expect(await countOf('repair_report')).toBe(reports);
    });
  });

  describe('the idempotency key of a report', () => {
    it('answers the same key and body with the first answer, writing once', async () => {
      const key = randomUUID();
      const form = report();
      const first = await send(form, key);
      const reports = await countOf('repair_report');
      const again = await send(form, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await countOf('repair_report')).toBe(reports);
    });

    it('refuses the same key with another body (422)', async () => {
      const key = randomUUID();
      await send(report(), key);
      const other = await send(report(), key);
      expect(other.statusCode).toBe(422);
    });

    it('answers 409 while the key is being saved elsewhere', async () => {
      const form = report();
      const first = await send(form, 'placeholder-repair-000');
      expect(first.statusCode).toBe(201);
      const key = await keyStillBeingSaved(
        context.written,
        'faultRepair',
        'placeholder-repair-000',
        context.clock.now,
      );
      const running = await send(form, key);
      expect(running.statusCode).toBe(409);
      expect(running.json().message).toBe(
        'headers.idempotency-key: this form is still being saved',
      );
    });
  });

  describe('the limit per client', () => {
    it('refuses the report past the limit with a 429, writing nothing', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await sendLimited(report())).statusCode).toBe(201);
      }
      const reports = await countOf('repair_report');
      const over = await sendLimited(report());
      expect(over.statusCode).toBe(429);
      expect(await countOf('repair_report')).toBe(reports);
    });
  });
});
