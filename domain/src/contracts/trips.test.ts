import { describe, expect, it } from 'vitest';
import { memberExportSchema } from './members';
import { arrangeTripRequestSchema, TRIP_DAYS_MAX, type Trip } from './trips';

const token = 'A'.repeat(43);
const trip: Trip = {
  id: 1,
  name: 'My coast',
  tourId: 7,
  days: [[{ id: 101, type: 'attraction', name: 'Qingshui Cliff', lat: 24.2, lng: 121.65 }], []],
  createdAt: 1_760_000_000_000,
  updatedAt: 1_760_000_000_000,
};
const exported = {
  member: { displayName: 'Lin Mei', createdAt: 1_760_000_000_000 },
  passkeys: [],
  favourites: {},
  reviews: [],
  points: { key: 0, coin: 0 },
  campaignCheckIns: [],
  exportedAt: 1_760_000_000_000,
};

describe("the member's export", () => {
  it('holds the trips whole', () => {
    expect(memberExportSchema.parse({ ...exported, trips: [trip] }).trips).toEqual([trip]);
  });

  it('is refused without its trips', () => {
    expect(memberExportSchema.safeParse(exported).success).toBe(false);
  });
});

describe('arrangeTripRequestSchema', () => {
  const arranged = (days: unknown) =>
    arrangeTripRequestSchema.safeParse({ token, tripId: 1, days });

  it.each<[string, unknown, boolean]>([
    ['a day of references', [[{ type: 'shop', id: 2 }]], true],
    ['an empty day kept', [[], [{ type: 'attraction', id: 1 }]], true],
    ['no day', [], false],
    [`more than ${TRIP_DAYS_MAX} days`, Array.from({ length: TRIP_DAYS_MAX + 1 }, () => []), false],
    ['a stop of no known kind', [[{ type: 'castle', id: 1 }]], false],
  ])('%s: %s', (_case, days, ok) => {
    expect(arranged(days).success).toBe(ok);
  });
});
