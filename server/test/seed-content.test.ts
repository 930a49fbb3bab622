import { readFileSync } from 'node:fs';
import path from 'node:path';
import { haversineKm } from '@ecg/domain/rules/distance';
import { isInGeometry, type AreaGeometry, type LatLng } from '@ecg/domain/rules/township';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COAST_TOLERANCE_KM } from '../src/importer/geography';
import { loadTranslations } from '../src/data-files/translations';
import type { Store } from '../src/store/core/database';
import { dataDir, seededStore } from './helper';

interface County {
  properties: { COUNTYNAME: string };
  geometry: AreaGeometry;
}
const counties = (
  JSON.parse(readFileSync(path.join(dataDir, 'sources/county_boundaries.json'), 'utf8')) as {
    features: County[];
  }
).features;

/** Inside one of the two counties, or (a harbour, an islet) within the tolerance of its outline. */
function inTheTwoCounties(point: LatLng): boolean {
  if (counties.some((county) => isInGeometry(point, county.geometry))) return true;
  return counties.some((county) => {
    const polygons =
      county.geometry.type === 'Polygon'
        ? [county.geometry.coordinates]
        : county.geometry.coordinates;
    return polygons.some((rings) =>
      rings.some((ring) =>
        ring.some(([lng, lat]) => haversineKm(point, { lat, lng }) <= COAST_TOLERANCE_KM),
      ),
    );
  });
}

let store: Store;
beforeAll(async () => {
  store = await seededStore();
});
afterAll(async () => {
  await store.destroy();
});

describe('the seeded content', () => {
  it('covers the two counties with hundreds of places and the events', async () => {
    const kinds = await store
      .selectFrom('place')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    const count = Object.fromEntries(kinds.map((row) => [row.kind, Number(row.n)]));
    expect(count.attraction).toBeGreaterThan(600);
    expect(count.food).toBeGreaterThan(300);
    expect(count.lodging).toBeGreaterThan(0);
    expect((await store.selectFrom('event').selectAll().execute()).length).toBeGreaterThan(20);
  });

  it('stores no placeholder phone number, so no detail offers to call one', async () => {
    // The open data gives 03-0000000 for three places, Ziqiang night market (540) among them.
    const seed = JSON.parse(readFileSync(path.join(dataDir, 'seed/places.json'), 'utf8')) as {
      id: number;
      tel: string;
    }[];
    expect(seed.find((place) => place.id === 540)?.tel).toBe('03-0000000');
    const zeros = await store
      .selectFrom('place')
      .select('id')
      .where('tel', 'like', '%0000000%')
      .execute();
    expect(zeros).toEqual([]);
    const place = await store
      .selectFrom('place')
      .select('tel')
      .where('id', '=', 540)
      .executeTakeFirst();
    expect(place?.tel).toBe('');
  });

  it('places every record inside Hualien or Taitung', async () => {
    const places = await store.selectFrom('place').select(['id', 'lat', 'lng']).execute();
    const events = await store
      .selectFrom('event')
      .select(['id', 'lat', 'lng'])
      .where('lat', 'is not', null)
      .execute();
    const outside = [...places, ...events].filter(
      (row) => !inTheTwoCounties({ lat: row.lat!, lng: row.lng! }),
    );
    expect(outside).toEqual([]);
  });

  it('gives every record a source that is in data/sources', async () => {
    const sourceIds = new Map<string, string>();
    const rows = [
      ...(await store.selectFrom('place').select(['id', 'sources']).execute()),
      ...(await store.selectFrom('event').select(['id', 'sources']).execute()),
    ];
    for (const row of rows) {
      const sources = JSON.parse(row.sources) as { dataset: string; id: string }[];
      expect(sources.length, `record ${row.id}`).toBeGreaterThan(0);
      for (const source of sources) {
        if (!sourceIds.has(source.dataset)) {
          sourceIds.set(
            source.dataset,
            readFileSync(path.join(dataDir, 'sources', source.dataset), 'utf8'),
          );
        }
        // Trails are keyed TRAIL_<TRAILID>; every other id is written as is in its file.
        const needle = source.id.startsWith('TRAIL_')
          ? `"TRAILID":"${source.id.slice('TRAIL_'.length)}"`
          : source.id;
        expect(sourceIds.get(source.dataset), `${source.dataset} ${source.id}`).toContain(needle);
      }
    }
  });

  it('names every record in zh-tw, en and ja', async () => {
    for (const table of ['place_text', 'event_text'] as const) {
      const rows = await store.selectFrom(table).select(['lang', 'name', 'translation']).execute();
      const missing = rows.filter((row) => row.translation === 'none' || row.name.trim() === '');
      expect(missing.length, `${table}: ${missing.length} texts untranslated`).toBe(0);
      expect(new Set(rows.map((row) => row.lang))).toEqual(new Set(['zh-tw', 'en', 'ja']));
    }
  });

  it('has the full text in English and Japanese for the East Coast NSA and the outlying islands', async () => {
    const places = JSON.parse(readFileSync(path.join(dataDir, 'seed/places.json'), 'utf8')) as {
      id: number;
      fullTranslation: boolean;
      content: string;
    }[];
    // A record whose Chinese has no text at all has nothing to translate in full.
    const required = places
      .filter((place) => place.fullTranslation && place.content !== '')
      .map((place) => place.id);
    expect(required.length).toBeGreaterThan(100);
    const full = await store
      .selectFrom('place_text')
      .select('place_id')
      .where('translation', '=', 'full')
      .where('lang', 'in', ['en', 'ja'])
      .execute();
    const fullIds = full.map((row) => row.place_id);
    const short = required.filter((id) => fullIds.filter((fullId) => fullId === id).length < 2);
    expect(short).toEqual([]);
  });

  it('has no translation of a record the seed no longer holds', () => {
    const translations = loadTranslations(dataDir);
    const seeded = {
      place: new Set(
        (
          JSON.parse(readFileSync(path.join(dataDir, 'seed/places.json'), 'utf8')) as {
            id: number;
          }[]
        ).map((p) => p.id),
      ),
      event: new Set(
        (
          JSON.parse(readFileSync(path.join(dataDir, 'seed/events.json'), 'utf8')) as {
            id: number;
          }[]
        ).map((e) => e.id),
      ),
    };
    for (const entity of ['place', 'event'] as const) {
      for (const lang of ['en', 'ja'] as const) {
        const orphans = [...translations[entity][lang].keys()].filter(
          (id) => !seeded[entity].has(id),
        );
        expect(orphans, `${entity} ${lang}`).toEqual([]);
      }
    }
  });

  it('stores no script, event handler or javascript: link in any HTML, editorial included', async () => {
    const texts = [
      ...(await store.selectFrom('place_text').select(['content']).execute()),
      ...(await store.selectFrom('event_text').select(['content']).execute()),
      ...(await store.selectFrom('tour_text').select(['content']).execute()),
      ...(await store.selectFrom('notice_text').select(['content']).execute()),
      ...(await store.selectFrom('page_text').select(['content']).execute()),
      ...(await store.selectFrom('article_text').select(['content']).execute()),
      ...(await store.selectFrom('guide_text').select(['content']).execute()),
    ];
    expect(texts.length).toBeGreaterThan(3000);
    const unsafe = texts.filter(
      (row) => row.content && /<script|<iframe|<style|\son\w+\s*=|javascript:/i.test(row.content),
    );
    expect(unsafe).toEqual([]);
  });

  it('has every editorial page, item, guide and area in zh-tw, en and ja', async () => {
    for (const [table, key] of [
      ['page_text', 'page_id'],
      ['article_text', 'article_id'],
      ['guide_text', 'guide_id'],
      ['area_text', 'area_id'],
    ] as const) {
      const rows = await store
        .selectFrom(table)
        .select((eb) => [eb.ref(key).as('owner'), eb.fn.count<number>('lang').as('langs')])
        .groupBy(key)
        .execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.filter((row) => Number(row.langs) !== 3),
        table,
      ).toEqual([]);
    }
  });
});
