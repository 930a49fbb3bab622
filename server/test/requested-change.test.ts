import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WrittenTables } from '../src/store/core/written-tables';
import { OperatorRefusal } from '../src/store/operators/operator-refusal';
import { changeFromRequested } from '../src/store/operators/requested-change';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The staff's one decision on what a visitor asked for (store/operators/requested-change.ts),
 * which confirming a booking and posting a publication both make: here once, on a migrated store
 * of its own with two requests for a publication, on each engine of the written tables (two
 * decisions at once truly race on PostgreSQL's server). The areas' routes are tested with their
 * areas.
 */
const AT = 1_800_000_000_000;
let store: Kysely<WrittenTables>;

const request = (number: string, sequence: number) => ({
  number,
  month: '2701',
  sequence,
  article_id: 1,
  title: '東海岸旅遊地圖',
  copies: 1,
  destination: 'taiwan' as const,
  recipient: 'Lin Mei',
  line1: 'No. 25, Xinfeng Rd.',
  line2: null,
  postcode: '950',
  country: null,
  contact_name: 'Lin Mei',
  contact_email: 'mei@example.tw',
  contact_phone: null,
  status: 'requested' as const,
  status_note: null,
  lang: 'en',
  created_at: AT,
  posted_at: null,
});

const post = (number: string, note: string, at: number) =>
  changeFromRequested(
    store,
    'publication_request',
    number,
    { status: 'posted', status_note: note, posted_at: at },
    { missing: `None is ${number}`, decided: (status) => `${number} is ${status}` },
  );

const rows = () =>
  store
    .selectFrom('publication_request')
    .select(['number', 'status', 'status_note', 'posted_at'])
    .orderBy('number')
    .execute();

async function refusalOf(work: Promise<void>) {
  const error: unknown = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OperatorRefusal);
  const { reason, message } = error as OperatorRefusal;
  return { reason, message };
}

describe.each(WRITTEN_ENGINES)('changeFromRequested on $name', (engine) => {
  onWrittenStore(engine, (db) => {
    store = db;
  });
  beforeEach(async () => {
    await store
      .insertInto('publication_request')
      .values([request('P-2701-000001', 1), request('P-2701-000002', 2)])
      .execute();
  });

  it('changes the requested row of the number, and no other', async () => {
    await post('P-2701-000001', 'Tracking RR123', AT + 1);
    expect(await rows()).toEqual([
      {
        number: 'P-2701-000001',
        status: 'posted',
        status_note: 'Tracking RR123',
        posted_at: AT + 1,
      },
      { number: 'P-2701-000002', status: 'requested', status_note: null, posted_at: null },
    ]);
  });

  it('changes a row once: the second is refused, in its status, and writes nothing', async () => {
    await post('P-2701-000001', 'Tracking RR123', AT + 1);
    expect(await refusalOf(post('P-2701-000001', 'Again', AT + 2))).toEqual({
      reason: 'notRequested',
      message: 'P-2701-000001 is posted',
    });
    expect((await rows())[0]).toEqual({
      number: 'P-2701-000001',
      status: 'posted',
      status_note: 'Tracking RR123',
      posted_at: AT + 1,
    });
  });

  it('refuses a number no row has, and writes nothing', async () => {
    const before = await rows();
    expect(await refusalOf(post('P-2701-000009', 'Lost', AT + 1))).toEqual({
      reason: 'notFound',
      message: 'None is P-2701-000009',
    });
    expect(await rows()).toEqual(before);
  });

  it('lets only one of two decisions made at once change the row', async () => {
    const outcomes = await Promise.allSettled([
      post('P-2701-000002', 'First desk', AT + 1),
      post('P-2701-000002', 'Second desk', AT + 1),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await rows())[1]?.status).toBe('posted');
  });
});
