import { describe, expect, it } from 'vitest';
import type { SeaForecastPeriod } from '../contracts/conditions';
import { crossingDates, crossingDay, type CrossingWarning } from './crossing-outlook';
import { parseTaipei } from './datetime';
import { parseBeaufort, parseWaveHeight } from './sea-forecast-text';

const DATE = '2026-11-21';

/** A period as the Swell provider builds it, the numbers read from the texts. */
function period(
  wave: string,
  wind: string,
  { area = '綠島蘭嶼海面', start = `${DATE} 06:00:00`, end = `${DATE} 18:00:00` } = {},
): SeaForecastPeriod {
  const waves = parseWaveHeight(wave);
  const forces = parseBeaufort(wind);
  return {
    area,
    start,
    end,
    wave_height_text: wave,
    beaufort_text: wind,
    ...(waves ? { wave_height_min: waves.min, wave_height_max: waves.max } : {}),
    ...(forces ? { beaufort_min: forces.min, beaufort_max: forces.max } : {}),
  };
}

const warning = (kind: CrossingWarning['kind'], atSea: boolean): CrossingWarning => ({
  kind,
  atSea,
  title: `${kind} warning`,
  counties: ['臺東縣'],
  issuedAt: `${DATE} 05:30:00`,
});

describe('crossingDay', () => {
  it.each([
    ['a calm sea', [period('1至2公尺', '3至4級')], [], 'likely', ['calm-sea']],
    ['2 m of waves', [period('1.5至2.5公尺', '4至5級')], [], 'uncertain', ['moderate-waves']],
    ['up to 2 m of waves', [period('2公尺', '4至5級')], [], 'likely', ['calm-sea']],
    ['up to 3 m of waves', [period('2至3公尺', '4至5級')], [], 'uncertain', ['moderate-waves']],
    ['more than 3 m of waves', [period('2.5至3.5公尺', '4至5級')], [], 'unlikely', ['rough-waves']],
    ['force 6', [period('1至2公尺', '5至6級')], [], 'uncertain', ['strong-wind']],
    ['gusts of 8', [period('1至2公尺', '4至5陣風8級')], [], 'uncertain', ['strong-wind']],
    ['force 7', [period('1至2公尺', '6至7級')], [], 'unlikely', ['gale']],
    ['gusts of 9', [period('1至2公尺', '5至6陣風9級')], [], 'unlikely', ['gale']],
    [
      'rough waves and a gale together',
      [period('3至4公尺', '7至8級陣風10級')],
      [],
      'unlikely',
      ['rough-waves', 'gale'],
    ],
    [
      'the worst period of the day',
      [
        period('1至2公尺', '3至4級', { end: `${DATE} 12:00:00` }),
        period('2至3公尺轉3至4公尺', '4至5級', { start: `${DATE} 12:00:00` }),
      ],
      [],
      'unlikely',
      ['rough-waves'],
    ],
    [
      'the Taitung coast it leaves from',
      [period('1至2公尺', '3至4級'), period('2至3公尺', '4至5級', { area: '成功大武沿海' })],
      [],
      'uncertain',
      ['moderate-waves'],
    ],
    ['no forecast', [], [], 'uncertain', ['no-forecast']],
    ['texts without numbers', [period('不明', '不明')], [], 'uncertain', ['no-forecast']],
    [
      'a typhoon warning over a calm forecast',
      [period('1至2公尺', '3至4級')],
      [warning('typhoon', true)],
      'unlikely',
      ['typhoon-warning'],
    ],
    [
      'a typhoon warning without a forecast',
      [],
      [warning('typhoon', true)],
      'unlikely',
      ['typhoon-warning', 'no-forecast'],
    ],
    [
      'an abnormal-wave warning',
      [period('1至2公尺', '3至4級')],
      [warning('abnormal-wave', true)],
      'uncertain',
      ['marine-warning'],
    ],
    [
      'a warning on land only',
      [period('1至2公尺', '3至4級')],
      [warning('weather', false), warning('earthquake', true)],
      'likely',
      ['calm-sea'],
    ],
  ] as const)('%s', (_case, periods, warnings, verdict, reasons) => {
    const day = crossingDay({ route: 'green-island', date: DATE, periods, warnings });
    expect(day.verdict).toBe(verdict);
    expect(day.reasons).toEqual(reasons);
  });

  it('reads only the periods of its areas that overlap the sailing hours', () => {
    const read = period('1至2公尺', '3至4級');
    const periods = [
      read,
      period('3至4公尺', '7級', { area: '花蓮沿海' }),
      period('3至4公尺', '7級', { start: `${DATE} 18:00:00`, end: '2026-11-22 06:00:00' }),
      period('3至4公尺', '7級', { start: '2026-11-20 18:00:00', end: `${DATE} 06:00:00` }),
    ];
    const day = crossingDay({ route: 'orchid-island', date: DATE, periods, warnings: [] });
    expect(day).toEqual({
      route: 'orchid-island',
      date: DATE,
      verdict: 'likely',
      reasons: ['calm-sea'],
      forecast: [read],
      warnings: [],
    });
  });

  it.each([
    ['in force that day', `${DATE} 05:30:00`, undefined, ['typhoon warning']],
    ['ended before the boats sail', '2026-11-20 08:00:00', `${DATE} 05:00:00`, []],
    ['issued after the last boat', `${DATE} 19:00:00`, undefined, []],
  ] as const)('weighs a warning %s', (_case, issuedAt, expiresAt, titles) => {
    const day = crossingDay({
      route: 'green-island',
      date: DATE,
      periods: [period('1至2公尺', '3至4級')],
      warnings: [{ ...warning('typhoon', true), issuedAt, expiresAt }],
    });
    expect(day.warnings).toEqual(titles);
  });

  it.each([
    [
      'a calm sample day',
      [period('1至2公尺', '3至4級')],
      'likely',
      ['sample-forecast', 'calm-sea'],
    ],
    [
      'a rough sample day',
      [period('3至4公尺', '7級')],
      'unlikely',
      ['sample-forecast', 'rough-waves', 'gale'],
    ],
  ] as const)('says first that %s is read from a sample', (_case, periods, verdict, reasons) => {
    const day = crossingDay({
      route: 'green-island',
      date: DATE,
      periods,
      warnings: [],
      sample: true,
    });
    expect(day.verdict).toBe(verdict);
    expect(day.reasons).toEqual(reasons);
  });

  it('leaves out the warnings of another county', () => {
    const hualienOnly = { ...warning('typhoon', true), counties: ['花蓮縣'] };
    const day = crossingDay({
      route: 'green-island',
      date: DATE,
      periods: [],
      warnings: [hualienOnly],
    });
    expect(day.reasons).toEqual(['no-forecast']);
  });
});

describe('crossingDates', () => {
  it.each([
    ['morning', '2026-11-21 08:00:00', ['2026-11-21', '2026-11-22']],
    ['just before midnight', '2026-11-21 23:59:59', ['2026-11-21', '2026-11-22']],
    ['the last day of the year', '2026-12-31 12:00:00', ['2026-12-31', '2027-01-01']],
  ] as const)('%s', (_case, now, dates) => {
    expect(crossingDates(parseTaipei(now))).toEqual(dates);
  });
});
