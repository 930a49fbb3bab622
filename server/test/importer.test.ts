import { describe, expect, it } from 'vitest';
import { summarize } from '../src/content/text';
import { attractionCategories } from '../src/importer/categories';
import { IdAllocator } from '../src/importer/ids';
import { readDescription } from '../src/importer/descriptions';
import { addressInAnotherCounty } from '../src/importer/geography';
import { mergePlaces, nameKey, sameName } from '../src/importer/merge';
import { forestryTrails } from '../src/importer/sources/forestry-trails';
import { phoneOf } from '../src/importer/sources/common';
import { blankPlace, type ImportedPlace } from '../src/importer/types';

describe('phoneOf', () => {
  it.each([
    ['886-3-8601400', '03-8601400'],
    ['886-89-672026', '089-672026'],
    ['886-9-37533483', '0937-533483'],
    ['0937533483', '0937-533483'],
    ['(03)8123199', '03-8123199'],
    ['(089)931638', '089-931638'],
    ['(089)931638#12', '089-931638#12'],
    ['04- 25150855轉育樂課', '04-25150855'],
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
    // 小吃/特產類 alone is no farm: it files night markets and fishing harbours.
    [['6'], []],
    [['6', '8'], [11]],
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
    // 國家風景區類 and 國家公園類 name an administration: nature unless a class says people made it.
    [['8'], [11]],
    [
      ['8', '2', '12'],
      [11, 12, 17],
    ],
    [
      ['7', '12'],
      [11, 17],
    ],
    [['國家風景區類'], [11]],
    [
      ['8', '1', '5', '12'],
      [14, 17],
    ],
    [['8', '4'], [13]],
    [
      ['8', '3', '12', '遊憩類'],
      [13, 17],
    ],
    [
      ['8', '3', '4', '11', '12'],
      [11, 13, 17],
    ],
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
  it('merges the same place under another of its names nearby, keeping the other name findable', () => {
    const merged = mergePlaces([
      place('attractions_2026_hualien_county.json', 'A_1448', {
        name: '東大門夜市',
        lat: 23.97359,
        lng: 121.61089,
      }),
      place('scenic_spots_2021.json', 'C1_205', {
        name: '東大門國際觀光夜市',
        lat: 23.97298,
        lng: 121.61158,
      }),
      place('attractions_2026_eastcoast_nsa.json', 'A_101', {
        name: '國家人權博物館-白色恐怖綠島紀念園區',
        lat: 22.67518,
        lng: 121.49626,
      }),
      place('attractions_2026_taitung_county.json', 'A_361', {
        name: '白色恐怖綠島紀念園區',
        lat: 22.67548,
        lng: 121.49438,
      }),
    ]);
    expect(merged.map(({ place: one }) => [one.name, one.alternateNames])).toEqual([
      [
        '國家人權博物館-白色恐怖綠島紀念園區',
        ['國家人權博物館-白色恐怖綠島紀念園區', '白色恐怖綠島紀念園區'],
      ],
      ['東大門夜市', ['東大門夜市', '東大門國際觀光夜市']],
    ]);
  });

  it('keeps a place and its visitor centre apart, and two sections of one bike path', () => {
    const merged = mergePlaces([
      place('a.json', '1', { name: '三仙台', lat: 23.1231, lng: 121.411 }),
      place('a.json', '2', { name: '三仙台遊客中心', lat: 23.1245, lng: 121.4079 }),
      place('a.json', '3', { name: '兩潭自行車道(七星潭段)', lat: 24.0, lng: 121.6 }),
      place('a.json', '4', { name: '兩潭自行車道(濱海自行車道)', lat: 24.0, lng: 121.6 }),
    ]);
    expect(merged).toHaveLength(4);
  });

  it('merges a place named with its locality and without it, as the data has them', () => {
    const merged = mergePlaces([
      place('attractions_2026_taitung_county.json', 'A_372', {
        name: '朝日溫泉',
        lat: 22.6373,
        lng: 121.50613,
      }),
      place('scenic_spots_2021.json', 'C1_372', {
        name: '綠島朝日溫泉',
        lat: 22.637032,
        lng: 121.504181,
      }),
      place('attractions_2026_hualien_county.json', 'A_1471', {
        name: '花蓮鐵道文化園區',
        lat: 23.97464,
        lng: 121.61054,
      }),
      place('scenic_spots_2021.json', 'C1_82', {
        name: '鐵道文化園區',
        lat: 23.97439,
        lng: 121.610741,
      }),
      // The same name without its locality, 32 km away, is another temple.
      place('attractions_2026_taitung_county.json', 'A_302', {
        name: '關山天后宮',
        lat: 23.047,
        lng: 121.163,
      }),
      place('scenic_spots_2021.json', 'C1_302', { name: '天后宮', lat: 22.7547, lng: 121.1503 }),
    ]);
    expect(merged.map(({ place: one }) => [one.name, one.alternateNames])).toEqual([
      ['朝日溫泉', ['朝日溫泉', '綠島朝日溫泉']],
      ['關山天后宮', ['關山天后宮']],
      ['花蓮鐵道文化園區', ['花蓮鐵道文化園區', '鐵道文化園區']],
      ['天后宮', ['天后宮']],
    ]);
  });

  it('keeps other names apart beyond NEAR_PLACE_KM', () => {
    const merged = mergePlaces([
      place('a.json', '1', { name: '靜思堂', lat: 23.98, lng: 121.6 }),
      place('b.json', '2', { name: '慈濟文化園區(靜思堂)', lat: 23.99, lng: 121.6 }),
    ]);
    expect(merged).toHaveLength(2);
  });

  it('takes each record’s notices along, once', () => {
    const notice = {
      text: '自即日起至110年6月30日止暫時封閉',
      reported: '2021-03-31T01:40:23+08:00',
    };
    const [one] = mergePlaces([
      place('a.json', '1', { name: '三仙台', lat: 23.1231, lng: 121.411 }),
      place('b.json', '2', { name: '三仙台', lat: 23.1232, lng: 121.411, notices: [notice] }),
      place('c.json', '3', { name: '三仙台', lat: 23.1233, lng: 121.411, notices: [notice] }),
    ]);
    expect(one?.place.notices).toEqual([notice]);
  });
});

describe('sameName', () => {
  it.each([
    ['東大門夜市', '東大門國際觀光夜市', true],
    ['白色恐怖綠島紀念園區', '國家人權博物館-白色恐怖綠島紀念園區', true],
    ['關山舊火車站', '里壠驛（關山舊火車站）', true],
    ['里壠驛', '里壠驛（關山舊火車站）', true],
    ['富源森林遊樂區', '富源國家森林遊樂區', true],
    ['三仙台風景區', '三仙台', true],
    ['三仙台', '三仙台遊客中心', false],
    ['都蘭', '都蘭部落(都蘭國)', false],
    ['兩潭自行車道(七星潭段)', '兩潭自行車道(濱海自行車道)', false],
    // A name with its locality before it, and without.
    ['綠島朝日溫泉', '朝日溫泉', true],
    ['鐵道文化園區', '花蓮鐵道文化園區', true],
    ['台東天后宮', '天后宮', true],
    ['鹿野崑慈堂', '崑慈堂', true],
    ['花蓮縣石雕博物館', '石雕博物館', true],
    // What is left must be a name of its own, not a kind of place.
    ['成功漁港', '漁港', false],
    ['綠島燈塔', '燈塔', false],
    ['花蓮港', '港', false],
    ['朝日溫泉', '綠島溫泉', false],
  ])('%s, %s → %s', (a, b, same) => {
    expect(sameName(a, b)).toBe(same);
  });
});

describe('readDescription', () => {
  const record = (description: string) => ({
    ...blankPlace('attraction', { dataset: 'scenic_spots_2021.json', id: 'C1_1' }),
    updatedAt: '2021-03-31T01:40:23+08:00',
    description,
  });

  it('takes a notice after a ==重要公告== marker out of the text, dated by its record', () => {
    const read = readDescription(
      record(
        '三仙台可是花東海岸線海底景觀最美的地方。==重要公告==三仙台八拱橋自即日起至110年6月30日止暫時封閉。\n第二段',
      ),
    );
    expect(read.description).toBe('三仙台可是花東海岸線海底景觀最美的地方。\n第二段');
    expect(read.notices).toEqual([
      {
        text: '三仙台八拱橋自即日起至110年6月30日止暫時封閉。',
        reported: '2021-03-31T01:40:23+08:00',
      },
    ]);
  });

  it('keeps a description without notices as it is', () => {
    expect(readDescription(record('一段介紹。'))).toMatchObject({
      description: '一段介紹。',
      notices: [],
    });
  });

  it.each(['位於臺東縣的民宿', '位於花蓮縣的民宿', '位於台東縣的旅館。'])(
    'drops the sentence the lodging database generates: %s',
    (filler) => {
      expect(readDescription(record(filler)).description).toBe('');
    },
  );

  it('keeps a real description that starts the same way', () => {
    const text = '位於臺東縣的民宿，面對太平洋，有八間房。';
    expect(readDescription(record(text)).description).toBe(text);
  });
});

describe('forestryTrails', () => {
  it('keeps a trail’s features, with their months, as a line of its description, not as tags', () => {
    const [trail] = forestryTrails('forestry_trails_2022.json', [
      {
        TRAILID: '062',
        TR_CNAME: '合歡東峰步道',
        GUIDE_CONTENT: '合歡東峰海拔3421公尺。',
        TR_SPECIAL: '賞雪、5～6月玉山杜鵑、7月阿里山龍膽開花',
        TR_ENTRANCE: [{ lat: 24.1405, lon: 121.286192, memo: '松雪樓' }],
      },
    ]);
    expect(trail?.tags).toEqual([]);
    expect(trail?.description).toBe(
      '合歡東峰海拔3421公尺。\n登山口：松雪樓\n特色：賞雪、5～6月玉山杜鵑、7月阿里山龍膽開花',
    );
  });
});

describe('addressInAnotherCounty', () => {
  it.each([
    ['屏東縣943獅子鄉', true],
    ['南投縣仁愛鄉', true],
    ['台中市和平區', true],
    ['臺東縣達仁鄉', false],
    ['花蓮縣秀林鄉', false],
    ['花蓮市中山路', false],
    ['950臺東市松江路一段500號', false],
    ['', false],
  ])('%s → %s', (address, other) => {
    expect(addressInAnotherCounty(address)).toBe(other);
  });
});
