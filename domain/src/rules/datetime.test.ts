import { afterEach, describe, expect, it } from 'vitest';
import { addTaipeiMonths, formatTaipei, parseTaipei, taipeiDate, taipeiWeekday } from './datetime';

const utc = (iso: string): number => Date.parse(iso);

describe('formatTaipei', () => {
  it.each([
    ['2026-11-20T15:59:59.000Z', '2026-11-20 23:59:59'],
    ['2026-11-20T15:59:59.999Z', '2026-11-20 23:59:59'],
    ['2026-11-20T16:00:00.000Z', '2026-11-21 00:00:00'],
    ['2026-12-31T15:59:59.999Z', '2026-12-31 23:59:59'],
    ['2026-12-31T16:00:00.000Z', '2027-01-01 00:00:00'],
    ['2028-02-28T16:00:00.000Z', '2028-02-29 00:00:00'],
    ['1970-01-01T00:00:00.000Z', '1970-01-01 08:00:00'],
    ['2026-07-04T03:05:09.000Z', '2026-07-04 11:05:09'],
  ] as const)('%s → %s', (iso, expected) => {
    expect(formatTaipei(utc(iso))).toBe(expected);
    expect(formatTaipei(new Date(iso))).toBe(expected);
    expect(formatTaipei(iso)).toBe(expected);
  });

  it.each([
    ['2026-11-21 00:00:00', '2026-11-21 00:00:00'],
    ['2026-11-21', '2026-11-21 00:00:00'],
    ['2026-11-21T08:30', '2026-11-21 08:30:00'],
    ['2026-11-21T00:00:00-05:00', '2026-11-21 13:00:00'],
  ] as const)('reads text %s as Taipei time unless it has an offset → %s', (text, expected) => {
    expect(formatTaipei(text)).toBe(expected);
  });

  it.each([[Number.NaN], [new Date('nonsense')], ['2026-02-30'], ['tomorrow']] as const)(
    'throws RangeError on %s',
    (input) => {
      expect(() => formatTaipei(input)).toThrow(RangeError);
    },
  );
});

describe('taipeiDate', () => {
  it.each([
    ['2026-11-20T15:59:59.999Z', '2026-11-20'],
    ['2026-11-20T16:00:00.000Z', '2026-11-21'],
    ['2026-12-31T15:59:59.999Z', '2026-12-31'],
    ['2026-12-31T16:00:00.000Z', '2027-01-01'],
  ] as const)('%s → %s', (iso, expected) => {
    expect(taipeiDate(utc(iso))).toBe(expected);
  });
});

describe('taipeiWeekday', () => {
  it.each([
    ['2026-11-20T15:59:59.999Z', 5],
    ['2026-11-20T16:00:00.000Z', 6],
    ['2026-11-21T15:59:59.999Z', 6],
    ['2026-11-21T16:00:00.000Z', 0],
    ['2026-11-22T15:59:59.999Z', 0],
    ['2026-11-22T16:00:00.000Z', 1],
  ] as const)('%s → %i', (iso, weekday) => {
    expect(taipeiWeekday(utc(iso))).toBe(weekday);
  });
});

describe('parseTaipei', () => {
  it.each([
    ['2026-11-21 00:00:00', '2026-11-20T16:00:00.000Z'],
    ['2026-11-20 23:59:59', '2026-11-20T15:59:59.000Z'],
    ['2026-11-21', '2026-11-20T16:00:00.000Z'],
    ['2026-11-21T00:00', '2026-11-20T16:00:00.000Z'],
    ['2027-01-01 00:00:00', '2026-12-31T16:00:00.000Z'],
    ['2026-11-21 12:34:56.5', '2026-11-21T04:34:56.500Z'],
    ['  2026-11-21 00:00:00  ', '2026-11-20T16:00:00.000Z'],
    ['2026-11-20T15:59:59Z', '2026-11-20T15:59:59.000Z'],
    ['2026-11-20t15:59:59z', '2026-11-20T15:59:59.000Z'],
    ['2026-11-21T00:00:00+08:00', '2026-11-20T16:00:00.000Z'],
    ['2026-11-21T00:00:00+0800', '2026-11-20T16:00:00.000Z'],
    ['2026-11-21T00:00:00+05:30', '2026-11-20T18:30:00.000Z'],
    ['2026-11-21T00:00:00-01:00', '2026-11-21T01:00:00.000Z'],
    ['2028-02-29', '2028-02-28T16:00:00.000Z'],
  ] as const)('%s → %s', (text, iso) => {
    expect(parseTaipei(text)).toBe(utc(iso));
  });

  it.each([
    [''],
    ['today'],
    ['2026-11-21 12'],
    ['2026-11-21 1:00:00'],
    ['2026/11/21'],
    ['2026-02-29'],
    ['2026-11-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-11-00'],
    ['2026-11-21 24:00:00'],
    ['2026-11-21 23:60:00'],
    ['2026-11-21 23:59:60'],
    ['0099-01-01'],
  ] as const)('%j → NaN', (text) => {
    expect(parseTaipei(text)).toBeNaN();
  });
});

describe('addTaipeiMonths', () => {
  it.each([
    ['2026-11-26 12:00:00', 6, '2027-05-26 12:00:00'],
    ['2026-08-31 18:00:00', 6, '2027-02-28 18:00:00'],
    ['2027-08-31 18:00:00', 6, '2028-02-29 18:00:00'],
    // 00:30 in Taipei is the day before in UTC: the Taipei day of the month is kept.
    ['2026-01-31 00:30:00', 1, '2026-02-28 00:30:00'],
    ['2026-01-15 09:00:00', 12, '2027-01-15 09:00:00'],
  ])('%s + %i months is %s', (from, months, to) => {
    expect(formatTaipei(addTaipeiMonths(from, months))).toBe(to);
  });
});

describe('independence from the machine time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  const instant = utc('2026-11-20T16:00:00.000Z');

  it.each([
    // Offsets in minutes as Date.getTimezoneOffset reports them, proving the zone did change.
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
    ['UTC', 0],
  ] as const)('gives the Taipei answer with TZ=%s', (zone, localOffsetMinutes) => {
    process.env.TZ = zone;
    expect(new Date(instant).getTimezoneOffset()).toBe(localOffsetMinutes);
    expect(formatTaipei(instant)).toBe('2026-11-21 00:00:00');
    expect(taipeiDate(instant)).toBe('2026-11-21');
    expect(taipeiWeekday(instant)).toBe(6);
    expect(parseTaipei('2026-11-21 00:00:00')).toBe(instant);
    expect(formatTaipei('2026-11-21T00:00')).toBe('2026-11-21 00:00:00');
  });
});
