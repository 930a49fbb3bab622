import { describe, expect, it } from 'vitest';
import { parseTaipei } from './datetime';
import { OBSERVATION_CURRENT_FOR_MS, isObservationStale } from './observation-age';

const now = parseTaipei('2026-11-24 14:10:00');

describe('isObservationStale: a reading is current for three hours', () => {
  it.each([
    ['observed ten minutes ago', '2026-11-24 14:00:00', false],
    ['the hour before, an hour and ten minutes ago', '2026-11-24 13:00:00', false],
    ['exactly three hours ago', '2026-11-24 11:10:00', false],
    ['three hours and a minute ago', '2026-11-24 11:09:00', true],
    ['yesterday', '2026-11-23 14:00:00', true],
    ['written with an offset, an hour ago', '2026-11-24T13:10:00+08:00', false],
    ['unreadable', '2026/11/24 25:00', true],
  ] as const)('%s → stale %s', (_case, observedAt, stale) => {
    expect(isObservationStale(observedAt, now)).toBe(stale);
  });

  it('is three hours', () => {
    expect(OBSERVATION_CURRENT_FOR_MS).toBe(3 * 60 * 60 * 1000);
  });
});
