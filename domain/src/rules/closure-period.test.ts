import { describe, expect, it } from 'vitest';
import { closurePeriod, closureStatus, hoursWithoutEndedClosures } from './closure-period';

describe('closurePeriod', () => {
  it.each([
    // The visitor centres' hours in the seed: the Republic's years 109 and 110 are 2020 and 2021.
    [
      '八仙洞遊憩區辦理環境改善工程，自109年10月15日起至110年4月30日封閉施工並暫停開放。',
      { from: '2020-10-15', until: '2021-04-30' },
    ],
    ['自109年10月15日起至109年12月31日封閉施工', { from: '2020-10-15', until: '2020-12-31' }],
    ['2026年12月1日至2027年1月31日休館整修', { from: '2026-12-01', until: '2027-01-31' }],
    ['休館 2026/12/1~2027/1/31', { from: '2026-12-01', until: '2027-01-31' }],
    ['closed 2026-12-01 ～ 2027-01-31', { from: '2026-12-01', until: '2027-01-31' }],
    ['三仙台八拱橋自即日起至110年6月30日止暫時封閉', { until: '2021-06-30' }],
    ['預計99年3月1日開放', { until: '2010-03-01' }],
    ['自115年12月1日起封閉施工', { from: '2026-12-01' }],
    ['closed from 2026-12-01 for works', { from: '2026-12-01' }],
    ['closed until 2021/6/30', { until: '2021-06-30' }],
    // No day, or none that is real: no period.
    ['因莫拉克颱風影響，目前道路封閉中', undefined],
    ['08:00~17:00，週一休館', undefined],
    ['110年2月30日封閉', undefined],
    ['電話 089-281530', undefined],
  ])('%s', (text, expected) => {
    expect(closurePeriod(text)).toEqual(expected);
  });
});

describe('closureStatus', () => {
  // 2026-11-29 10:00 in Taipei; 2026-11-28 16:30 UTC is already the 29th in Taipei.
  it.each([
    [{ from: '2020-10-15', until: '2021-04-30' }, '2026-11-29T10:00:00+08:00', 'ended'],
    [{ until: '2026-11-28' }, '2026-11-28T15:59:00Z', 'current'],
    [{ until: '2026-11-28' }, '2026-11-28T16:30:00Z', 'ended'],
    [{ from: '2026-12-01', until: '2027-01-31' }, '2026-11-29T10:00:00+08:00', 'upcoming'],
    [{ from: '2026-11-29', until: '2027-01-31' }, '2026-11-29T00:00:00+08:00', 'current'],
    [{ from: '2026-12-01' }, '2026-12-01T00:00:00+08:00', 'current'],
    [{ from: '2020-10-15' }, '2026-11-29T10:00:00+08:00', 'current'],
    [{}, '2026-11-29T10:00:00+08:00', 'current'],
  ] as const)('%j at %s → %s', (period, now, expected) => {
    expect(closureStatus(period, now)).toBe(expected);
  });
});

describe('hoursWithoutEndedClosures', () => {
  const now = '2026-11-29T10:00:00+08:00';
  it.each([
    [
      'hours that are only a closure that ended',
      '小野柳遊憩區辦理環境改善工程，自109年10月15日起至109年12月31日封閉施工並暫停開放。',
      '',
      ['2020-12-31'],
    ],
    [
      'the hours kept, the ended closure taken out',
      '09:00~17:00。自110年1月1日起至110年2月28日休館整修。',
      '09:00~17:00。',
      ['2021-02-28'],
    ],
    [
      'a closure still to come stays',
      '09:00~17:00。自115年12月1日起至116年1月31日休館整修。',
      '09:00~17:00。自115年12月1日起至116年1月31日休館整修。',
      [],
    ],
    [
      'a closure that names no day stays',
      '因莫拉克颱風影響，目前道路封閉中',
      '因莫拉克颱風影響，目前道路封閉中',
      [],
    ],
    [
      'a weekly closing day is no closure',
      '08:00 - 17:00(周二、周三休館)',
      '08:00 - 17:00(周二、周三休館)',
      [],
    ],
    [
      'a dated opening that is no closure stays',
      '2020年1月1日起全年無休 08:00~17:00',
      '2020年1月1日起全年無休 08:00~17:00',
      [],
    ],
  ])('%s', (_case, hours, kept, endedDays) => {
    const result = hoursWithoutEndedClosures(hours, now);
    expect(result.hours).toBe(kept);
    expect(result.ended.map(({ until }) => until)).toEqual(endedDays);
  });
});
