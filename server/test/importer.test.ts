import { describe, expect, it } from 'vitest';
import { summarize } from '../src/content/text';
import { attractionCategories } from '../src/importer/categories';
import { IdAllocator } from '../src/importer/ids';
import { mergePlaces, nameKey } from '../src/importer/merge';
import { phoneOf } from '../src/importer/sources/common';
import { blankPlace, type ImportedPlace } from '../src/importer/types';

describe('phoneOf', () => {
  it.each([
    ['886-3-8601400', '03-8601400'],
    ['886-89-672026', '089-672026'],
    ['886-9-37533483', '09-37533483'],
    ['(03)8123199', '03-8123199'],
    ['(089)931638', '089-931638'],
    ['(089)931638#12', '089-931638#12'],
    ['04- 25150855轉育樂課', '04-25150855轉育樂課'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(phoneOf(input)).toBe(expected);
  });
});

describe('nameKey', () => {
  it.each([
    ['三仙台風景區', '三仙臺'],
    ['三仙台', '三仙臺'],
    ['三仙台遊客中心', '三仙臺遊客中心'],
    ['水璉、牛山 海岸', '水璉牛山海岸'],
    ['ＡＢＣ（東河）', 'abc東河'],
  ])('%s → %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });
});

describe('attractionCategories', () => {
  it.each([
    [['11'], [11]],
    [['1', '5'], [14]],
    [['2', '16', '17'], [12]],
    [['3', '4'], [13]],
    [['9', '6'], [15]],
    [['10'], [16]],
    [
      ['12', '13', '14', '15'],
      [14, 17],
    ],
    [['18'], []],
    [['26'], []],
    [
      ['自然風景類', '溫泉類'],
      [11, 16],
    ],
    [['步道'], [12]],
  ])('%j → %j', (classes, categories) => {
    expect(attractionCategories(classes)).toEqual(categories);
  });
});

describe('summarize', () => {
  it('keeps a short text whole', () => {
    expect(summarize('短短的介紹。')).toBe('短短的介紹。');
  });

  it('cuts at a sentence end in the second half', () => {
    const text = `${'甲'.repeat(200)}。${'乙'.repeat(200)}`;
    expect(summarize(text)).toBe(`${'甲'.repeat(200)}。`);
  });

  it('cuts with an ellipsis where no sentence ends late enough', () => {
    const summary = summarize('丙'.repeat(400));
    expect([...summary]).toHaveLength(300);
    expect(summary.endsWith('…')).toBe(true);
  });
});

describe('IdAllocator', () => {
  it('keeps known ids, gives new ones after the highest, and never reuses one', () => {
    const ids = new IdAllocator({ 'place:a': 1, 'place:b': 7 });
    expect(ids.idOf(['place:b'])).toBe(7);
    expect(ids.idOf(['place:new', 'place:a'])).toBe(1);
    expect(ids.idOf(['place:c'])).toBe(8);
    expect(ids.snapshot()).toEqual({ 'place:a': 1, 'place:b': 7, 'place:c': 8, 'place:new': 1 });
  });
});

describe('mergePlaces', () => {
  const place = (dataset: string, id: string, patch: Partial<ImportedPlace>): ImportedPlace => ({
    ...blankPlace('attraction', { dataset, id }),
    ...patch,
  });

  it('merges one place across sources, each field from the preferred source that has it', () => {
    const merged = mergePlaces([
      place('scenic_spots_2021.json', 'C1_x_1', {
        name: '三仙台風景區',
        lat: 23.1233,
        lng: 121.4082,
        description: '較長的舊介紹，說明三仙台的地質與傳說。',
        ticket: '免費',
      }),
      place('attractions_2026_eastcoast_nsa.json', 'A_1', {
        name: '三仙台',
        lat: 23.1231,
        lng: 121.411,
        description: '短介紹',
        tel: '089-854097',
      }),
    ]);
    expect(merged).toHaveLength(1);
    const [{ place: one, records }] = merged as [(typeof merged)[number]];
    expect(records.map((record) => record.source.id)).toEqual(['A_1', 'C1_x_1']);
    expect(one).toMatchObject({ name: '三仙台', tel: '089-854097', ticket: '免費', lat: 23.1231 });
    expect(one.description).toBe('較長的舊介紹，說明三仙台的地質與傳說。');
  });

  it('keeps same-named places apart when they are far apart in different districts', () => {
    const merged = mergePlaces([
      place('a.json', '1', { name: '鯉魚山步道', lat: 23.92, lng: 121.5, zipcode: 974 }),
      place('b.json', '2', { name: '鯉魚山步道', lat: 22.76, lng: 121.14, zipcode: 950 }),
    ]);
    expect(merged).toHaveLength(2);
  });

  it('merges same-named records of one district even where one is placed far off', () => {
    const merged = mergePlaces([
      place('a.json', '1', { name: '小錐麓步道', lat: 24.17, lng: 121.6, zipcode: 972 }),
      place('b.json', '2', { name: '小錐麓步道', lat: 24.4, lng: 121.6, zipcode: 972 }),
    ]);
    expect(merged).toHaveLength(1);
  });
});
