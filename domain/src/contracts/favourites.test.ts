import { describe, expect, it } from 'vitest';
import {
  FAVOURITE_KINDS,
  FAVOURITE_TITLE_MAX,
  FAVOURITES_MAX_ENTRIES,
  favouritesCollectionSchema,
} from './favourites';
import { OVERLAY_KINDS } from '../routes';
import { addCollectionRequestSchema } from './requests';
import { favourite, issuePaths } from './samples.test-data';

const marker = {
  pid: 'tour-7',
  kind: 'tour',
  id: 7,
  title: 'Two days',
  changedAt: 1_760_000_000_000,
  removed: true,
};
const one = (patch: Record<string, unknown>) => ({ 'attraction-101': { ...favourite, ...patch } });
const many = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `guide-${i + 1}`,
      { ...marker, pid: `guide-${i + 1}`, kind: 'guide', id: i + 1 },
    ]),
  );

describe('favourite kinds', () => {
  it('are the overlays that show one record (requirements §2), static pages aside', () => {
    expect([...FAVOURITE_KINDS].sort()).toEqual(OVERLAY_KINDS.filter((k) => k !== 'static').sort());
  });
});

describe('favourites collection: valid copies parse', () => {
  it.each<[string, unknown]>([
    ['a favourite with a position', { 'attraction-101': favourite }],
    ['a deletion marker without one', { 'tour-7': marker }],
    ['no favourites', {}],
    ['as many entries as the cap', many(FAVOURITES_MAX_ENTRIES)],
    ['a title at its cap', one({ title: '浪'.repeat(FAVOURITE_TITLE_MAX) })],
  ])('%s', (_name, value) => {
    expect(issuePaths(favouritesCollectionSchema, value)).toEqual([]);
  });

  it('trims the title and drops fields it does not know', () => {
    const parsed = favouritesCollectionSchema.parse(one({ title: ' 三仙台 ', thumb: 'x.jpg' }));
    expect(parsed['attraction-101']).toEqual(favourite);
  });
});

describe('favourites collection: each refusal names its field', () => {
  it.each<[string, unknown, string]>([
    ['a list', [favourite], ''],
    ['one entry past the cap', many(FAVOURITES_MAX_ENTRIES + 1), ''],
    ['a kind that is no overlay', one({ kind: 'static' }), 'attraction-101.kind'],
    ['id 0', one({ id: 0, pid: 'attraction-0' }), 'attraction-101.id'],
    ['an empty title', one({ title: ' ' }), 'attraction-101.title'],
    [
      'a title past its cap',
      one({ title: 'x'.repeat(FAVOURITE_TITLE_MAX + 1) }),
      'attraction-101.title',
    ],
    ['a line break in a title', one({ title: 'a\nb' }), 'attraction-101.title'],
    ['lat past 90', one({ lat: 91 }), 'attraction-101.lat'],
    ['lng past 180', one({ lng: -181 }), 'attraction-101.lng'],
    ['lat without lng', one({ lng: undefined }), 'attraction-101.lng'],
    ['changedAt negative', one({ changedAt: -1 }), 'attraction-101.changedAt'],
    ['changedAt not whole', one({ changedAt: 1.5 }), 'attraction-101.changedAt'],
    ['removed as text', one({ removed: 'yes' }), 'attraction-101.removed'],
    ['a pid of another id', one({ pid: 'attraction-102' }), 'attraction-101.pid'],
    ['a key of another pid', { 'attraction-9': favourite }, 'attraction-9.pid'],
  ])('%s', (_name, value, path) => {
    expect(issuePaths(favouritesCollectionSchema, value)).toContain(path);
  });

  it('names the collection in a save with too many entries', () => {
    const request = { token: 't', collection: JSON.stringify(many(FAVOURITES_MAX_ENTRIES + 1)) };
    expect(issuePaths(addCollectionRequestSchema, request)).toEqual(['collection']);
  });
});

describe('favourites caps', () => {
  it('let the largest valid save fit the 256 KiB body limit (docs/security.md)', () => {
    // The longest pid and numbers (a third has 17 digits), and a title of quotes: each is written \\\" once the
    // collection is a JSON text inside the JSON body, four bytes, more than any CJK character.
    const id = (i: number) => Number.MAX_SAFE_INTEGER - i;
    const worst = Object.fromEntries(
      Array.from({ length: FAVOURITES_MAX_ENTRIES }, (_, i) => {
        const pid = `accommodation-${id(i)}`;
        const entry = {
          pid,
          kind: 'accommodation',
          id: id(i),
          title: '"'.repeat(FAVOURITE_TITLE_MAX),
          lat: -89 - 1 / 3,
          lng: -179 - 1 / 3,
          changedAt: Number.MAX_SAFE_INTEGER,
          removed: false,
        };
        return [pid, entry];
      }),
    );
    const body = { token: 't'.repeat(200), collection: JSON.stringify(worst) };
    expect(issuePaths(addCollectionRequestSchema, body)).toEqual([]);
    expect(new TextEncoder().encode(JSON.stringify(body)).length).toBeLessThanOrEqual(256 * 1024);
  });
});
