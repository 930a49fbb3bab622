import { describe, expect, it } from 'vitest';
import { TAIPEI_OFFSET_MS, taipeiDayNumber, taipeiMonth } from './taipei-offset';

const utc = (iso: string): number => Date.parse(iso);

describe('TAIPEI_OFFSET_MS', () => {
  it('is UTC+8 exactly', () => {
    expect(TAIPEI_OFFSET_MS).toBe(28_800_000);
  });
});

describe('taipeiMonth', () => {
  it.each([
    ['2026-09-30T15:59:59.999Z', 9],
    ['2026-09-30T16:00:00.000Z', 10],
    ['2026-10-31T16:30:00.000Z', 11],
    ['2026-12-31T15:59:59.999Z', 12],
    ['2026-12-31T16:00:00.000Z', 1],
    ['2026-06-30T20:00:00.000Z', 7],
  ] as const)('%s → %i', (iso, month) => {
    expect(taipeiMonth(utc(iso))).toBe(month);
  });
});

describe('taipeiDayNumber', () => {
  it.each([
    ['1969-12-31T15:59:59.999Z', -1],
    ['1969-12-31T16:00:00.000Z', 0],
    ['1970-01-01T15:59:59.999Z', 0],
    ['1970-01-01T16:00:00.000Z', 1],
    ['2026-09-30T15:59:59.999Z', 20_726],
    ['2026-09-30T16:00:00.000Z', 20_727],
  ] as const)('%s → %i', (iso, day) => {
    expect(taipeiDayNumber(utc(iso))).toBe(day);
  });
});
