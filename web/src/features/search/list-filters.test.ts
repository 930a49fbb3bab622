import { describe, expect, it } from 'vitest';
import {
  filtersOf,
  filtersSearch,
  townshipName,
  townshipsOfRegion,
  withFilters,
  withRegion,
  type FilterName,
  type ListFilters,
} from './list-filters';

describe('filtersOf', () => {
  it.each<[string, string, ListFilters]>([
    ['nothing', '', {}],
    [
      'every filter',
      '?q=beach&region=2&township=10014010&tag=14',
      { q: 'beach', region: 2, township: '10014010', tag: 14 },
    ],
    ['a keyword trimmed', '?q=%20%20hot%20spring%20', { q: 'hot spring' }],
    ['an empty keyword', '?q=%20%20', {}],
    ['a region that is not 1 to 3', '?region=4', {}],
    ['a region that is no number', '?region=east', {}],
    ['a township that is no 8-digit code', '?township=974', {}],
    ['a tag that is no id', '?tag=0', {}],
    ['overlay parameters are not filters', '?attraction=5&tour=3&type=static&q=sea', { q: 'sea' }],
    ['past events asked for', '?past=true', { past: 'true' }],
    ['past as anything but true', '?past=1', {}],
  ])('%s', (_, search, expected) => {
    expect(filtersOf(new URLSearchParams(search))).toEqual(expected);
  });

  it('cuts a keyword to 100 characters', () => {
    const q = filtersOf(new URLSearchParams(`?q=${'a'.repeat(150)}`)).q;
    expect(q).toHaveLength(100);
  });

  it('reads only the filters a list accepts', () => {
    const accepted: FilterName[] = ['q', 'region'];
    expect(
      filtersOf(new URLSearchParams('?q=sea&region=1&township=10015060&tag=3'), accepted),
    ).toEqual({ q: 'sea', region: 1 });
  });
});

describe('filtersSearch', () => {
  it.each<[ListFilters, string]>([
    [{}, ''],
    [{ q: 'sea view' }, '?q=sea+view'],
    [
      { tag: 3, township: '10015060', region: 1, q: '海' },
      '?q=%E6%B5%B7&region=1&township=10015060&tag=3',
    ],
    [{ past: 'true', q: '祭' }, '?q=%E7%A5%AD&past=true'],
  ])('%j → %s', (filters, search) => {
    expect(filtersSearch(filters)).toBe(search);
  });

  it('round-trips through filtersOf', () => {
    const filters: ListFilters = { q: 'a&b=c', region: 3, township: '10014110', tag: 16 };
    expect(filtersOf(new URLSearchParams(filtersSearch(filters)))).toEqual(filters);
  });
});

describe('withFilters', () => {
  it('sets and removes filters without touching the others', () => {
    const filters: ListFilters = { q: 'sea', region: 1 };
    expect(withFilters(filters, { tag: 4 })).toEqual({ q: 'sea', region: 1, tag: 4 });
    expect(withFilters(filters, { q: undefined })).toEqual({ region: 1 });
    expect(filters).toEqual({ q: 'sea', region: 1 });
  });
});

const townships = [
  { id: 10015060, name: '壽豐鄉', enName: 'Shoufeng Township', jaName: '寿豊郷', areaId: 2 },
  { id: 10014010, name: '臺東市', enName: 'Taitung City', jaName: '台東市', areaId: 1 },
  { id: 10014110, name: '綠島鄉', enName: 'Ludao Township', jaName: '緑島郷', areaId: 3 },
] as const;

describe('townships and regions', () => {
  it.each([
    [undefined, [10015060, 10014010, 10014110]],
    [1, [10015060]],
    [2, [10014010]],
    [3, [10014110]],
  ] as const)('region %j offers %j', (region, ids) => {
    expect(townshipsOfRegion(townships, region).map((township) => township.id)).toEqual(ids);
  });

  it.each<[string, ListFilters, 1 | 2 | 3 | undefined, ListFilters]>([
    [
      'keeps a township inside the new region',
      { township: '10015060' },
      1,
      { township: '10015060', region: 1 },
    ],
    ['drops a township outside it', { township: '10015060', q: 'x' }, 2, { q: 'x', region: 2 }],
    [
      'all regions keep the township',
      { township: '10014110', region: 3 },
      undefined,
      { township: '10014110' },
    ],
  ])('a region change %s', (_, filters, region, expected) => {
    expect(withRegion(filters, region, townships)).toEqual(expected);
  });

  it.each([
    ['zh-tw', '壽豐鄉'],
    ['en', 'Shoufeng Township'],
    ['ja', '寿豊郷'],
  ] as const)('names a township in %s', (lang, name) => {
    expect(townshipName(townships[0], lang)).toBe(name);
  });
});
