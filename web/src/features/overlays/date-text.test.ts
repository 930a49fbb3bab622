import { describe, expect, it } from 'vitest';
import { dateTimeText, periodEndText, periodText } from './date-text';

describe('dateTimeText', () => {
  it.each([
    ['2026-11-21 00:00:00', '2026-11-21'],
    ['2026-11-21 09:30:00', '2026-11-21 09:30'],
    ['2026-11-21 23:59:59', '2026-11-21 23:59'],
    ['2026-11-21', '2026-11-21'],
  ])('%s → %s', (text, shown) => {
    expect(dateTimeText(text)).toBe(shown);
  });
});

describe('periodEndText', () => {
  it.each([
    ['2026-12-31 23:59:59', '2026-12-31'],
    ['2026-12-31 00:00:00', '2026-12-31'],
    ['2026-12-31 18:00:00', '2026-12-31 18:00'],
  ])('%s → %s', (text, shown) => {
    expect(periodEndText(text)).toBe(shown);
  });
});

describe('periodText', () => {
  it.each([
    ['2026-11-01 00:00:00', '2026-12-31 23:59:59', '2026-11-01 – 2026-12-31'],
    ['2026-11-01 10:00:00', '2026-11-01 18:30:00', '2026-11-01 10:00 – 2026-11-01 18:30'],
    ['2026-11-01 00:00:00', '2026-11-01 23:59:59', '2026-11-01'],
  ])('%s to %s → %s', (start, end, shown) => {
    expect(periodText(start, end)).toBe(shown);
  });
});
