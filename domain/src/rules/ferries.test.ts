import { describe, expect, it } from 'vitest';
import {
  clockOf,
  concernsDay,
  ferryLight,
  isIslandRoute,
  lastSailingBack,
  monthSpan,
  plannedYear,
  sailingDays,
  sailingNewsKind,
  validDuring,
  type SailingRef,
} from './ferries';

describe('isIslandRoute', () => {
  it.each([
    ['TWTTT', 'TWGNI', true],
    ['TWGNI', 'TWTTT', true],
    ['TWTTT', 'TWKYD', true],
    ['TWGNI', 'TWKYD', true],
    ['TWHUN', 'TWTTT', false],
    ['TWTTT', 'TWTTT', false],
  ])('%s → %s: %s', (from, to, expected) => expect(isIslandRoute(from, to)).toBe(expected));
});

describe('sailingDays', () => {
  it.each([
    [undefined, 7],
    [{ Monday: 1, Wednesday: 1, Friday: 1, Sunday: 0 }, 3],
    [{}, 0],
  ])('%j sails %i days a week', (days, count) => expect(sailingDays(days)).toHaveLength(count));

  it('counts Sunday first', () =>
    expect(sailingDays({ Saturday: 1, Sunday: 1 })).toEqual(['Sunday', 'Saturday']));
});

describe('clockOf', () => {
  it.each([
    ['07:30', '07:30'],
    ['07:30:00', '07:30'],
    ['2026-12-01T15:00:00+08:00', '15:00'],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (text, expected) => expect(clockOf(text)).toBe(expected));
});

describe('plannedYear and monthSpan', () => {
  it.each([
    [7, '2026-12-01', 2027],
    [12, '2026-12-01', 2026],
    [1, '2026-01-31', 2026],
  ])('month %i seen on %s is planned for %i', (month, today, year) =>
    expect(plannedYear(month, today)).toBe(year),
  );

  it.each([
    [2027, 2, { from: '2027-02-01', to: '2027-02-28' }],
    [2028, 2, { from: '2028-02-01', to: '2028-02-29' }],
    [2027, 7, { from: '2027-07-01', to: '2027-07-31' }],
  ])('%i-%i spans %j', (year, month, span) => expect(monthSpan(year, month)).toEqual(span));
});

describe('validDuring', () => {
  const july = { from: '2027-07-01', to: '2027-07-31' };
  it.each([
    ['2027-03-15', '2027-10-15', true],
    ['2026-10-16', '2027-03-14', false],
    ['2027-07-31', undefined, true],
    [undefined, '2027-07-01', true],
    [undefined, undefined, true],
    ['2027-08-01T00:00:00+08:00', '2027-09-01', false],
  ])('%s to %s in July: %s', (from, to, expected) =>
    expect(validDuring(from, to, july)).toBe(expected),
  );
});

describe('sailingNewsKind', () => {
  it.each([
    ['受東北季風影響，今日富岡—蘭嶼航線停航', '', 'stopped'],
    ['綠島航線12月1日全日停駛', '', 'stopped'],
    ['富岡—綠島航線下午班次取消', '', 'stopped'],
    ['綠島航線今日復航', '昨日停航，今日恢復正常', 'resumed'],
    ['富岡漁港候船室整修', '', 'other'],
  ])('%s → %s', (title, description, kind) =>
    expect(sailingNewsKind(title, description)).toBe(kind),
  );
});

describe('concernsDay', () => {
  it.each([
    [{ publishedAt: '2026-12-01 06:10:00' }, '2026-12-01', true],
    [{ publishedAt: '2026-11-30 20:00:00' }, '2026-12-01', false],
    [{ publishedAt: '2026-11-30 20:00:00', startsAt: '2026-12-01 00:00:00' }, '2026-12-01', true],
    [
      {
        publishedAt: '2026-11-29 20:00:00',
        startsAt: '2026-11-30 00:00:00',
        endsAt: '2026-12-02 23:59:00',
      },
      '2026-12-01',
      true,
    ],
    [{ publishedAt: '2026-11-29 20:00:00', endsAt: '2026-11-30 23:59:00' }, '2026-12-01', false],
  ])('%j on %s: %s', (news, today, expected) => expect(concernsDay(news, today)).toBe(expected));
});

describe('ferryLight', () => {
  it.each([
    [undefined, 'grey'],
    [{ stoppedToday: 0, hasData: false }, 'grey'],
    [{ stoppedToday: 0, hasData: true }, 'green'],
    [{ stoppedToday: 2, hasData: true }, 'red'],
  ] as const)('%j → %s', (answer, light) => expect(ferryLight(answer)).toBe(light));
});

describe('lastSailingBack', () => {
  const sailing = (
    fromPortId: string,
    toPortId: string,
    departsAt: string,
    status: SailingRef['status'] = 'scheduled',
  ): SailingRef => ({ fromPortId, toPortId, departsAt, status });
  const today = [
    sailing('TWTTT', 'TWGNI', '15:30'),
    sailing('TWGNI', 'TWTTT', '08:30'),
    sailing('TWGNI', 'TWTTT', '16:30', 'stopped'),
    sailing('TWGNI', 'TWTTT', '14:30'),
    sailing('TWKYD', 'TWGNI', '15:00'),
    sailing('TWKYD', 'TWTTT', '09:30', 'extra'),
  ];
  it.each([
    ['TWGNI', '14:30'],
    ['TWKYD', '09:30'],
  ])('from %s: %s, a stopped sailing passed over', (island, time) =>
    expect(lastSailingBack(today, island)?.departsAt).toBe(time),
  );

  it('is undefined when none sails back', () =>
    expect(lastSailingBack([sailing('TWTTT', 'TWGNI', '07:30')], 'TWGNI')).toBeUndefined());
});
