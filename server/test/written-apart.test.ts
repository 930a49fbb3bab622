import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  articleSchema,
  bookingReceiptSchema,
  bookingSchema,
  envelope,
  listPageSchema,
  suggestionStatusSchema,
  writeReceiptSchema,
} from '@ecg/domain/contracts';
import { publicationAddedAnswerSchema } from '@ecg/domain/contracts/admin-publications';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Store } from '../src/store/core/database';
import type { WrittenTables } from '../src/store/core/written-tables';
import { projectRoot, samplesDir, seededStore } from './helper';
import { aNotice, publishNotice, visitorNotices } from './notices.support';
import { addOperator, bearer, tokenOf } from './operators';
import { postForm } from './service-app';
import { booking, offeringWithBatch } from './service-reservations.support';
import { NOW } from './test-clock';
import { POSTGRES } from './written-engines';
import path from 'node:path';

/**
 * The app with the written tables apart from the content (docs/operations.md, Written data in
 * PostgreSQL): the content a seeded SQLite store, what is written PostgreSQL (Debian's). Each form
 * is kept in PostgreSQL only, and what it shows of the content is read from SQLite.
 */
let content: Store;
let written: Kysely<WrittenTables>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  content = await seededStore();
  written = await POSTGRES.open();
  app = await buildApp({
    store: content,
    written,
    webRoot: path.join(projectRoot, 'web/dist'),
    live: { samplesDir, upstreams: { cwa: {}, tdx: {}, moenv: {} } },
    now: () => NOW,
    writes: { limit: { max: 100, timeWindowMs: 60_000 } },
  });
});

afterAll(async () => {
  await app.close();
  await written.destroy();
  await content.destroy();
});

describe('with the written tables in PostgreSQL', () => {
  it('keeps a suggestion there, and names its topic from the content', async () => {
    const sent = await postForm(app, '/en/opendata/suggest', {
      topic: 'signs',
      message: 'The sign to the bridge points the wrong way.',
      contact: { name: 'Lin Mei', email: 'mei@example.tw' },
    });
    expect(sent.statusCode).toBe(201);
    const { number, secret } = writeReceiptSchema.parse(sent.json().data);
    const checked = await postForm(app, '/en/opendata/check-opinion', { number, code: secret });
    expect(suggestionStatusSchema.parse(checked.json().data).topic).toEqual({
      id: 'signs',
      name: 'Signs and information',
    });
    expect(await written.selectFrom('suggestion').select('number').execute()).toEqual([{ number }]);
    expect(await content.selectFrom('suggestion').selectAll().execute()).toEqual([]);
  });

  it('books a visitor centre\u2019s tour there, and names the centre from the content', async () => {
    const { batchId, centreId } = await offeringWithBatch(written, { capacity: 5 }, content);
    const booked = await postForm(app, '/en/opendata/reservate', booking(batchId, { party: 2 }));
    expect(booked.statusCode).toBe(201);
    const { number, secret } = envelope(bookingReceiptSchema).parse(booked.json()).data;
    const found = await app.inject({
      method: 'POST',
      url: '/en/opendata/application',
      payload: { number, secret },
    });
    const centre = await content
      .selectFrom('place_text')
      .select('name')
      .where('place_id', '=', centreId)
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(envelope(bookingSchema).parse(found.json()).data).toMatchObject({
      number,
      party: 2,
      centre: centre.name,
    });
    const batch = await written
      .selectFrom('reservation_batch')
      .select('booked')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.booked).toBe(2);
  });

  it('signs an operator in there, and shows visitors the notice they publish', async () => {
    await addOperator(written, 'mei@example.tw', 'staff', 'Lin Mei');
    const token = await tokenOf(app, 'mei@example.tw');
    const published = await publishNotice(
      app,
      aNotice({ 'zh-tw': '步道整修', en: 'Trail repairs', ja: '遊歩道の補修' }),
      bearer(token),
    );
    expect(published.statusCode).toBe(200);
    const { notices } = await visitorNotices(app);
    expect(notices.map((notice) => notice.title)).toContain('Trail repairs');
    const sessions = await written.selectFrom('operator_sessions').select('token_hash').execute();
    expect(sessions).toHaveLength(1);
  });

  it('adds an operator\u2019s publication there, listed after the seed\u2019s and asked for by post', async () => {
    const token = await tokenOf(app, 'mei@example.tw');
    const added = await app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.publicationAdd,
      headers: bearer(token),
      payload: {
        title: { 'zh-tw': '綠島摺頁', en: 'Green Island leaflet', ja: '緑島リーフレット' },
        summary: { en: 'Trails and tides.' },
        copyLimit: 3,
      },
    });
    expect(added.statusCode).toBe(200);
    const { id } = publicationAddedAnswerSchema.parse(added.json()).data;
    const listed = await app.inject({ url: '/en/opendata/publications?q=tides' });
    expect(envelope(listPageSchema(articleSchema)).parse(listed.json()).data.items).toEqual([
      expect.objectContaining({ id, title: 'Green Island leaflet', summary: 'Trails and tides.' }),
    ]);
    const asked = await postForm(app, '/en/opendata/apply-publication', {
      publication: id,
      copies: 3,
      address: {
        destination: 'taiwan',
        recipient: 'Lin Mei',
        line1: '綠島鄉南寮村',
        postcode: '951',
      },
      contact: { name: 'Lin Mei', email: 'mei@example.tw' },
    });
    expect(asked.statusCode).toBe(201);
    expect(await written.selectFrom('publication_request').select('article_id').execute()).toEqual([
      { article_id: id },
    ]);
    expect(await content.selectFrom('article').select('id').where('id', '=', id).execute()).toEqual(
      [],
    );
  });
});
