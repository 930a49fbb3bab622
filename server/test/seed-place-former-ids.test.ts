import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import type { IdMap } from '../src/data-files/seed-records';
import { formerPlaceIds } from '../src/seed/place-former-ids';
import { migrateToLatest, openStore } from '../src/store/core/database';
import { migrationProvider } from '../src/store/core/migrations';

const source = (id: string) => ({ dataset: 'attractions.json', id });

describe('formerPlaceIds (data/SOURCES.md: a merged record keeps its id)', () => {
  it.each<{
    case: string;
    places: { id: number; sources: { dataset: string; id: string }[] }[];
    ids: IdMap;
    former: { id: number; place_id: number }[];
  }>([
    {
      case: 'a record merged into another place names that place',
      places: [{ id: 1, sources: [source('A'), source('B')] }],
      ids: { 'place:A': 1, 'place:B': 7 },
      former: [{ id: 7, place_id: 1 }],
    },
    {
      case: 'an id a place still has is no former id',
      places: [
        { id: 1, sources: [source('A'), source('B')] },
        { id: 7, sources: [source('C')] },
      ],
      ids: { 'place:A': 1, 'place:B': 7, 'place:C': 7 },
      former: [],
    },
    {
      case: 'an id whose records went to two places names neither',
      places: [
        { id: 1, sources: [source('A'), source('B')] },
        { id: 2, sources: [source('C'), source('D')] },
      ],
      ids: { 'place:A': 1, 'place:B': 7, 'place:C': 2, 'place:D': 7 },
      former: [],
    },
    {
      case: 'a record left out of the seed names nothing',
      places: [{ id: 1, sources: [source('A')] }],
      ids: { 'place:A': 1, 'place:Z': 9 },
      former: [],
    },
  ])('$case', ({ places, ids, former }) => {
    expect(formerPlaceIds(places, ids)).toEqual(former);
  });
});

describe('the store of a release before former ids', () => {
  it('is seeded again on its next start, though data/ has not changed', async () => {
    const store = openStore(':memory:');
    try {
      const migrator = new Migrator({ db: store, provider: migrationProvider });
      await migrator.migrateTo('0021-live-names-event-links');
      await sql`insert into meta (key, value) values ('seed_version', 'seeded')`.execute(store);
      await migrateToLatest(store);
      const kept = await store.selectFrom('meta').select('key').execute();
      expect(kept.map((row) => row.key)).not.toContain('seed_version');
    } finally {
      await store.destroy();
    }
  });
});
