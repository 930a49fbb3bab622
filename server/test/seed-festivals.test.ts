import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isInQuarter } from '@ecg/domain/rules/festivals';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readValidated } from '../src/data-files/json-files';
import { festivalFile } from '../src/seed/editorial-files';
import { seedFestivals } from '../src/seed/festivals';
import type { Store } from '../src/store/core/database';
import { dataDir, seededStore } from './helper';

const file = path.join(dataDir, 'editorial/festivals.json');
const festivals = readValidated(festivalFile, file);

let store: Store;
beforeAll(async () => {
  store = await seededStore();
});
afterAll(async () => {
  await store.destroy();
});

/** What a festival's texts must never state: we know its usual months, nothing finer. */
const INVENTED = [
  /\d{1,2}\s*月\s*\d{1,2}\s*日/, // 7月6日
  /\d{4}\s*[-/年]/, // 2025-, 2025年
  /\b\d{1,2}\/\d{1,2}\b/, // 7/6
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d/, // July 6
  /NT\$|\d\s*元|\$\s*\d/, // prices
  /\d{2,4}-\d{3,4}/, // phone numbers
];

describe('data/editorial/festivals.json', () => {
  it.each([1, 2, 3, 4])('has festivals usually held in quarter %i', (quarter) => {
    expect(festivals.filter((festival) => isInQuarter(festival.months, quarter))).not.toEqual([]);
  });

  it('states no date, price or phone number in any language', () => {
    for (const festival of festivals) {
      for (const lang of CONTENT_LANGS) {
        const text = [festival.name, festival.place, festival.organiser]
          .map((texts) => texts[lang])
          .join(' | ');
        for (const pattern of INVENTED) expect(text, `${festival.id} ${lang}`).not.toMatch(pattern);
      }
    }
  });

  it('is seeded in every content language, and found by keyword', async () => {
    const texts = await store.selectFrom('festival_text').selectAll().execute();
    expect(texts).toHaveLength(festivals.length * CONTENT_LANGS.length);
    const indexed = await store
      .selectFrom('search_text')
      .select('entity_id')
      .where('entity', '=', 'festival')
      .execute();
    expect(indexed).toHaveLength(festivals.length * CONTENT_LANGS.length);
  });

  it('stops the seed when a festival names a township outside its regions', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'festivals-'));
    try {
      mkdirSync(path.join(folder, 'editorial'));
      // Luye (Taitung) given to a festival of Hualien only.
      const wrong = [{ ...festivals[0], id: 99, regions: [1], townships: ['10014050'] }];
      writeFileSync(path.join(folder, 'editorial/festivals.json'), JSON.stringify(wrong));
      await expect(seedFestivals(store, folder)).rejects.toThrow(
        /festival 99 names township 10014050 outside its regions/,
      );
      writeFileSync(
        path.join(folder, 'editorial/festivals.json'),
        JSON.stringify([{ ...festivals[0], months: { from: 13, to: 1 } }]),
      );
      await expect(seedFestivals(store, folder)).rejects.toThrow(/months/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
