import { describe, expect, it } from 'vitest';
import { closureEndDate, closureNoticeState, closureNoticeYear } from './closure-notices';

describe('closureEndDate', () => {
  it.each([
    // Sanxiantai's bridge: the Republic's year 110 is 2021.
    ['三仙台八拱橋自即日起至110年6月30日止暫時封閉半年進行維修補強作業', '2021-06-30'],
    ['八仙洞遊憩區自109年10月15日起至110年4月30日封閉施工並暫停開放', '2021-04-30'],
    ['自109年10月15日起至109年12月31日封閉施工', '2020-12-31'],
    ['The bridge is closed until June 30, 2021 (2021/6/30).', '2021-06-30'],
    ['closed from 2026-11-01 to 2027-01-15', '2027-01-15'],
    ['預計99年3月1日開放', '2010-03-01'],
    // No day, or only impossible ones: no end.
    ['目前仍在施工封閉中，出發前請先與公所聯繫', undefined],
    ['110年2月30日', undefined],
    ['電話 089-281530', undefined],
    ['', undefined],
  ])('%s → %s', (text, expected) => {
    expect(closureEndDate(text)).toBe(expected);
  });
});

describe('closureNoticeState', () => {
  it.each([
    // Read on the Taipei day: 2021-06-30 16:30 UTC is already 1 July in Taipei.
    [{ reported: '2021-03-31', until: '2021-06-30' }, '2021-06-30T15:59:00Z', 'current'],
    [{ reported: '2021-03-31', until: '2021-06-30' }, '2021-06-30T16:30:00Z', 'ended'],
    [{ reported: '2021-03-31', until: '2021-06-30' }, '2026-11-25T09:00:00+08:00', 'ended'],
    [{ reported: '2026-10-01', until: '2027-01-15' }, '2026-11-25T09:00:00+08:00', 'current'],
    // Its first day, read from its text, is still to come.
    [
      { text: '自115年12月1日起至116年1月15日封閉施工', until: '2027-01-15' },
      '2026-11-25T09:00:00+08:00',
      'upcoming',
    ],
    // The days in its text stand when the importer read none.
    [{ text: '自109年10月15日起至110年4月30日封閉施工' }, '2026-11-25T09:00:00+08:00', 'ended'],
    // A notice that names no end is trusted for a year from its report.
    [{ reported: '2026-01-10' }, '2026-11-25T09:00:00+08:00', 'current'],
    [{ reported: '2025-11-25' }, '2026-11-25T09:00:00+08:00', 'dated'],
    [{ reported: '2025-11-26' }, '2026-11-25T09:00:00+08:00', 'current'],
    [{}, '2026-11-25T09:00:00+08:00', 'current'],
    [{ reported: 'soon' }, '2026-11-25T09:00:00+08:00', 'current'],
  ] as const)('%j at %s → %s', (notice, now, expected) => {
    expect(closureNoticeState(notice, now)).toBe(expected);
  });
});

describe('closureNoticeYear', () => {
  it.each([
    [{ reported: '2021-03-31', until: '2021-06-30' }, '2021'],
    [{ until: '2020-12-31' }, '2020'],
    [{}, ''],
  ])('%j → %s', (notice, year) => {
    expect(closureNoticeYear(notice)).toBe(year);
  });
});
