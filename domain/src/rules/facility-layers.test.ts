import { describe, expect, it } from 'vitest';
import { FACILITY_KINDS, type FacilityKind } from './facilities';
import {
  isOffered,
  missingKinds,
  namedKinds,
  offeredKinds,
  type FacilityKindCount,
} from './facility-layers';

const counts = (held: Partial<Record<FacilityKind, number>>): FacilityKindCount[] =>
  FACILITY_KINDS.map((kind) => ({ kind, count: held[kind] ?? 0 }));

describe('the facility kinds offered to a visitor', () => {
  it.each([
    ['counts not known: every kind', undefined, [...FACILITY_KINDS]],
    [
      'only those holding points, in their order',
      counts({ parking: 3, toilet: 147 }),
      ['toilet', 'parking'],
    ],
    ['none held: none', counts({}), []],
    ['a kind missing from the answer is not offered', [{ kind: 'aed', count: 2 }], ['aed']],
  ] as const)('%s', (_, given, offered) => {
    expect(offeredKinds(given)).toEqual(offered);
  });

  it.each([
    ['bus-stop', counts({ toilet: 1 }), false],
    ['toilet', counts({ toilet: 1 }), true],
    ['bike', undefined, true],
  ] as const)('%s offered: %s', (kind, given, offered) => {
    expect(isOffered(kind, given)).toBe(offered);
  });

  it.each([
    [
      'this server: TDX kinds need a key, the others an import',
      counts({
        toilet: 147,
        parking: 49,
        health: 11,
        aed: 82,
        'visitor-centre': 15,
        rail: 39,
        airport: 4,
        harbour: 4,
        camera: 18,
      }),
      { key: ['bus-stop', 'bike'], import: ['store', 'gas', 'water', 'police', 'hospital'] },
    ],
    ['counts not known: nothing said missing', undefined, { key: [], import: [] }],
    [
      'bikes imported, no key needed any more',
      counts({ bike: 5, 'bus-stop': 0 }),
      {
        key: ['bus-stop'],
        import: FACILITY_KINDS.filter((kind) => !['bike', 'bus-stop'].includes(kind)),
      },
    ],
  ] as const)('%s', (_, given, missing) => {
    expect(missingKinds(given)).toEqual(missing);
  });
});

describe('the kinds a sentence about the map names', () => {
  it.each([
    ['counts not known: none promised', undefined, undefined],
    [
      'this server: the first three held, and more',
      counts({ toilet: 147, parking: 49, health: 11, aed: 82, camera: 18 }),
      { kinds: ['toilet', 'parking', 'health'], more: true },
    ],
    [
      'two held: both, no more',
      counts({ parking: 3, gas: 2 }),
      { kinds: ['gas', 'parking'], more: false },
    ],
    ['none held: none', counts({}), { kinds: [], more: false }],
  ] as const)('%s', (_, given, named) => {
    expect(namedKinds(given, 3)).toEqual(named);
  });
});
