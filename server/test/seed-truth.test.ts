import { haversineKm } from '@ecg/domain/rules/distance';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callablePhone, isNormalizedPhone } from '@ecg/domain/rules/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberedItems } from '../src/content/structure';
import { isGeneratedDescription } from '../src/content/text';
import { addressInAnotherCounty } from '../src/importer/geography';
import { NEAR_PLACE_KM, sameName } from '../src/importer/merge';
import type { Store } from '../src/store/core/database';
import { dataDir, seededStore } from './helper';

/**
 * What a visitor must never meet in the content, checked over the seeded store so that the
 * next import (and the next translation) is held to it: each check names the records that
 * break it.
 */

let store: Store;
beforeAll(async () => {
  store = await seededStore();
});
afterAll(async () => {
  await store.destroy();
});

const readSeed = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(dataDir, 'seed', file), 'utf8')) as T[];

const TAG_KIND_OF_PLACE = {
  attraction: 'attraction',
  food: 'food',
  lodging: 'hotel',
  souvenir: 'shop',
};

/** Kinds of place a name declares, and the categories such a place can never be filed under. */
const NAMED_KINDS: [RegExp, number[]][] = [
  // A night market or a market is no farm (15) and no hot spring (16).
  [/夜市|市場/, [15, 16]],
  // A fishing harbour is no farm.
  [/漁港/, [15]],
];

const allTexts = async () => [
  ...(await store
    .selectFrom('place_text')
    .select(['place_id as id', 'lang', 'summary', 'content', 'closure_notices'])
    .execute()),
  ...(await store
    .selectFrom('event_text')
    .select(['event_id as id', 'lang', 'summary', 'content'])
    .execute()),
];

describe('the seeded content holds to what a visitor must never meet', () => {
  it('offers no filter tag that no place of ours carries', async () => {
    const tags = await store.selectFrom('tag').select(['id', 'kind', 'name_zh']).execute();
    const places = await store.selectFrom('place').select(['kind', 'tags', 'address']).execute();
    const ours = places.filter((place) => !addressInAnotherCounty(place.address));
    const carried = new Set(
      ours.flatMap((place) =>
        (JSON.parse(place.tags) as string[]).map(
          (tag) => `${TAG_KIND_OF_PLACE[place.kind]}:${tag}`,
        ),
      ),
    );
    const offered = tags.filter((tag) => !carried.has(`${tag.kind}:${tag.name_zh}`));
    expect(offered.map((tag) => `${tag.id} ${tag.name_zh}`)).toEqual([]);
  });

  it('holds no place whose address lies in another county', async () => {
    const places = await store.selectFrom('place').select(['id', 'address']).execute();
    const elsewhere = places.filter((place) => addressInAnotherCounty(place.address));
    expect(elsewhere.map((place) => `${place.id} ${place.address}`)).toEqual([]);
  });

  it('holds no two places of one kind with the same name at nearly the same position', async () => {
    const places = await store
      .selectFrom('place as p')
      .innerJoin('place_text as t', (join) =>
        join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', 'zh-tw'),
      )
      .select(['p.id', 'p.kind', 'p.lat', 'p.lng', 't.name'])
      .execute();
    const twins = places.flatMap((a, index) =>
      places
        .slice(index + 1)
        .filter(
          (b) =>
            a.kind === b.kind && haversineKm(a, b) <= NEAR_PLACE_KM && sameName(a.name, b.name),
        )
        .map((b) => `${a.id} ${a.name} / ${b.id} ${b.name}`),
    );
    expect(twins).toEqual([]);
  });

  it('files no place under a category that contradicts what it is', async () => {
    const rows = await store
      .selectFrom('place as p')
      .innerJoin('place_text as t', (join) =>
        join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', 'zh-tw'),
      )
      .innerJoin('place_category as c', 'c.place_id', 'p.id')
      .select(['p.id', 'p.kind', 't.name', 'c.category'])
      .execute();
    const misfiled = rows.filter(
      (row) =>
        // Our seven categories are of attractions; food and lodging have their own lists.
        row.kind !== 'attraction' ||
        NAMED_KINDS.some(([named, never]) => named.test(row.name) && never.includes(row.category)),
    );
    expect(misfiled.map((row) => `${row.id} ${row.name}: ${row.category}`)).toEqual([]);
  });

  it('writes every phone number in the form a call link dials', async () => {
    const seeded = [
      ...readSeed<{ id: number; tel: string }>('places.json'),
      ...readSeed<{ id: number; tel: string }>('events.json'),
    ];
    const stored = [
      ...(await store.selectFrom('place').select(['id', 'tel']).execute()),
      ...(await store.selectFrom('event').select(['id', 'tel']).execute()),
    ];
    // The seed keeps a placeholder or a number a digit short as written; the store never offers it.
    const odd = [
      ...seeded.filter((row) => !isNormalizedPhone(row.tel) && callablePhone(row.tel) !== ''),
      ...stored.filter((row) => row.tel !== '' && !isNormalizedPhone(row.tel)),
    ];
    expect(odd.map((row) => `${row.id} ${row.tel}`)).toEqual([]);
  });

  it('gives no generated sentence as a description, in any language', async () => {
    const texts = await allTexts();
    const chineseSummary = new Map(
      texts.filter((text) => text.lang === 'zh-tw').map((text) => [text.id, text.summary]),
    );
    const fillers = texts.filter(
      (text) =>
        isGeneratedDescription(text.summary) ||
        // A translated description of a record that has none in Chinese was made up.
        (text.lang !== 'zh-tw' && text.summary !== '' && chineseSummary.get(text.id) === ''),
    );
    expect(fillers.map((text) => `${text.id} ${text.lang}: ${text.summary}`)).toEqual([]);
  });

  it('shows no raw ==…== marker in any text or notice', async () => {
    const marked = (await allTexts()).filter((text) =>
      /[=＝]{2,}/.test(
        `${text.summary}${text.content ?? ''}${'closure_notices' in text ? text.closure_notices : ''}`,
      ),
    );
    expect(marked.map((text) => `${text.id} ${text.lang}`)).toEqual([]);
  });

  it('runs no numbered items together in one paragraph', async () => {
    const runTogether = (await allTexts()).flatMap((text) =>
      [...(text.content ?? '').matchAll(/<(p|li)>([^<]*)<\/\1>/g)]
        .filter(([, , paragraph = '']) => numberedItems(paragraph) !== undefined)
        .map(([, , paragraph = '']) => `${text.id} ${text.lang}: ${paragraph.slice(0, 60)}`),
    );
    expect(runTogether).toEqual([]);
  });
});
