import { describe, expect, it } from 'vitest';
import {
  campaignRunsOn,
  CHECK_IN_RADIUS_M,
  checkedInToday,
  checkInVerdict,
  earnsCoin,
  metresFrom,
  visited,
  type CheckInRecord,
} from './campaign';

/** Sanxiantai's bridge, and points due north of it at a given distance. */
const PLACE = { kind: 'attraction' as const, id: 7, lat: 23.1236, lng: 121.4113 };
const METRE_OF_LATITUDE = 1 / 111_194.93;
const north = (metres: number) => ({ lat: PLACE.lat + metres * METRE_OF_LATITUDE, lng: PLACE.lng });

/** 2026-12-01 10:00 in Taipei, and the Taipei midnights around it. */
const MORNING = Date.UTC(2026, 11, 1, 2);
const LAST_MINUTE = Date.UTC(2026, 11, 1, 15, 59, 59, 999);
const NEXT_DAY = Date.UTC(2026, 11, 1, 16);

describe('campaignRunsOn', () => {
  const days = { startsOn: '2026-12-01', endsOn: '2026-12-31' };
  it.each([
    ['2026-11-30', false],
    ['2026-12-01', true],
    ['2026-12-15', true],
    ['2026-12-31', true],
    ['2027-01-01', false],
  ])('%s → %s', (date, runs) => {
    expect(campaignRunsOn(days, date)).toBe(runs);
  });
  it('runs on its one day when it starts and ends the same day', () => {
    expect(campaignRunsOn({ startsOn: '2026-12-05', endsOn: '2026-12-05' }, '2026-12-05')).toBe(
      true,
    );
  });
});

describe('metresFrom', () => {
  it.each([
    [0, 0],
    [199, 199],
    [200, 200],
    [201, 201],
    [1500, 1500],
  ])('%i m north → %i m', (metres, said) => {
    expect(metresFrom(north(metres), PLACE)).toBe(said);
  });
});

describe('checkInVerdict', () => {
  const at = (time: number, kind: 'attraction' | 'shop' = 'attraction', id = 7): CheckInRecord => ({
    kind,
    id,
    at: time,
  });
  it.each([
    ['at the place', 0, [], { ok: true }],
    ['199 m away', 199, [], { ok: true }],
    ['on the radius', CHECK_IN_RADIUS_M, [], { ok: true }],
    ['201 m away', 201, [], { ok: false, reason: 'too-far', metres: 201 }],
    ['2 km away', 2000, [], { ok: false, reason: 'too-far', metres: 2000 }],
    ['after one this morning', 0, [at(MORNING)], { ok: false, reason: 'already-today' }],
    ['after one the day before', 0, [at(MORNING - 86_400_000)], { ok: true }],
    ['after one at a shop of the same id', 0, [at(MORNING, 'shop')], { ok: true }],
    ['after one at another attraction', 0, [at(MORNING, 'attraction', 8)], { ok: true }],
  ] as const)('%s', (_case, metres, earlier, verdict) => {
    expect(checkInVerdict(PLACE, north(metres), LAST_MINUTE, earlier)).toEqual(verdict);
  });
  it('counts again from Taipei midnight', () => {
    expect(checkInVerdict(PLACE, PLACE, NEXT_DAY, [at(LAST_MINUTE)])).toEqual({ ok: true });
    expect(checkInVerdict(PLACE, PLACE, LAST_MINUTE, [at(MORNING)]).ok).toBe(false);
  });
  it('says how far before it says already today', () => {
    expect(checkInVerdict(PLACE, north(500), MORNING, [at(MORNING)])).toMatchObject({
      reason: 'too-far',
    });
  });
});

describe('checkedInToday and visited', () => {
  const records = [{ kind: 'shop' as const, id: 3, at: MORNING }];
  it.each([
    [{ kind: 'shop' as const, id: 3 }, MORNING, true, true],
    [{ kind: 'shop' as const, id: 3 }, NEXT_DAY, false, true],
    [{ kind: 'attraction' as const, id: 3 }, MORNING, false, false],
  ])('%o at %i: today %s, visited %s', (place, now, today, ever) => {
    expect(checkedInToday(place, now, records)).toBe(today);
    expect(visited(place, records)).toBe(ever);
  });
});

describe('earnsCoin', () => {
  const places = [
    { kind: 'attraction' as const, id: 1 },
    { kind: 'shop' as const, id: 1 },
  ];
  const attraction = { kind: 'attraction' as const, id: 1, at: MORNING };
  const shop = { kind: 'shop' as const, id: 1, at: NEXT_DAY };
  it.each([
    ['no check-in', [], false, false],
    ['one place of two', [attraction], false, false],
    ['every place, on different days', [attraction, shop], false, true],
    ['every place, the coin already given', [attraction, shop], true, false],
    ['every place, one twice', [attraction, attraction, shop], false, true],
  ] as const)('%s → %s', (_case, records, given, earns) => {
    expect(earnsCoin(places, records, given)).toBe(earns);
  });
  it('gives none for a campaign without places', () => {
    expect(earnsCoin([], [], false)).toBe(false);
  });
});
