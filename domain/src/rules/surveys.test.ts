import { describe, expect, it } from 'vitest';
import { parseTaipei } from './datetime';
import { isSurveyOpen } from './surveys';

describe('isSurveyOpen', () => {
  it.each([
    [true, null, null, '2026-11-03 10:00:00', true],
    [false, null, null, '2026-11-03 10:00:00', false],
    [false, '2026-11-01', '2026-11-30', '2026-11-03 10:00:00', false],
    [true, '2026-11-03', null, '2026-11-03 00:00:00', true],
    [true, '2026-11-04', null, '2026-11-03 23:59:59', false],
    [true, null, '2026-11-03', '2026-11-03 23:59:59', true],
    [true, null, '2026-11-03', '2026-11-04 00:00:00', false],
    [true, '2026-11-01', '2026-11-30', '2026-11-15 12:00:00', true],
    // Taipei's day, whatever the machine's: 16:30 UTC on 3 November is already the 4th.
    [true, null, '2026-11-03', '2026-11-03T16:30:00Z', false],
  ])('open %s from %s to %s, at %s: %s', (open, opensOn, closesOn, at, expected) => {
    expect(isSurveyOpen({ open, opensOn, closesOn }, parseTaipei(at))).toBe(expected);
  });
});
