import { describe, expect, it } from 'vitest';
import { headwayOf, runsOn, runsOnDate, timeAtStop } from './bus-timetable';

/** A trip of the working week (TDX's ServiceDay). */
const weekdays = {
  Monday: 1,
  Tuesday: 1,
  Wednesday: 1,
  Thursday: 1,
  Friday: 1,
  Saturday: 0,
  Sunday: 0,
};

describe('runsOn', () => {
  it.each([
    [weekdays, 3, true],
    [weekdays, 6, false],
    [weekdays, 0, false],
    [undefined, 0, true],
    [{}, 2, false],
  ])('%o on day %s → %s', (serviceDay, weekday, runs) => {
    expect(runsOn(serviceDay, weekday)).toBe(runs);
  });
});

describe('timeAtStop', () => {
  const stopTimes = [
    { StopUID: 'HUA1002', StopSequence: 2, ArrivalTime: '07:12', DepartureTime: '07:13' },
    { StopUID: 'HUA1001', StopSequence: 1, DepartureTime: '07:00' },
    { StopUID: 'HUA1003', StopSequence: 3, ArrivalTime: '07:40' },
    { StopUID: 'HUA1004', StopSequence: 4, ArrivalTime: '7:55' },
  ];
  it.each([
    ['HUA1002', '07:13'],
    ['HUA1003', '07:40'],
    [undefined, '07:00'],
    ['HUA1004', undefined],
    ['HUA9999', undefined],
  ])('at %s → %s', (stop, time) => {
    expect(timeAtStop(stopTimes, stop)).toBe(time);
  });
});

describe('runsOnDate', () => {
  // 2026-11-25 is a Wednesday, 2026-11-28 a Saturday.
  const cancelled = (fields: object) => ({ ...fields, ServiceStatus: 2 });
  const extra = (fields: object) => ({ ...fields, ServiceStatus: 1 });
  it.each([
    ['a weekday of its week', { ServiceDay: weekdays }, '2026-11-25', true],
    ['a day off its week', { ServiceDay: weekdays }, '2026-11-28', false],
    ['no ServiceDay: daily', {}, '2026-11-28', true],
    [
      'cancelled on a date named',
      { ServiceDay: weekdays, SpecialDays: [cancelled({ Dates: ['2026-11-25'] })] },
      '2026-11-25',
      false,
    ],
    [
      'cancelled on another date: its week',
      { ServiceDay: weekdays, SpecialDays: [cancelled({ Dates: ['2026-11-24'] })] },
      '2026-11-25',
      true,
    ],
    [
      'cancelled within a period, both ends included',
      {
        ServiceDay: weekdays,
        SpecialDays: [
          cancelled({ DatePeriod: { StartDate: '2026-11-20', EndDate: '2026-11-25' } }),
        ],
      },
      '2026-11-25',
      false,
    ],
    [
      'after the period: its week',
      {
        ServiceDay: weekdays,
        SpecialDays: [
          cancelled({ DatePeriod: { StartDate: '2026-11-20', EndDate: '2026-11-24' } }),
        ],
      },
      '2026-11-25',
      true,
    ],
    [
      'an extra run on a Saturday',
      { ServiceDay: weekdays, SpecialDays: [extra({ Dates: ['2026-11-28'] })] },
      '2026-11-28',
      true,
    ],
    [
      'normal service named on a day off its week',
      { ServiceDay: weekdays, SpecialDays: [{ Dates: ['2026-11-28'], ServiceStatus: 0 }] },
      '2026-11-28',
      true,
    ],
    [
      'cancelled wins over extra on the same day',
      {
        ServiceDay: weekdays,
        SpecialDays: [extra({ Dates: ['2026-11-28'] }), cancelled({ Dates: ['2026-11-28'] })],
      },
      '2026-11-28',
      false,
    ],
    [
      'a special day without a status: its week',
      { ServiceDay: weekdays, SpecialDays: [{ Dates: ['2026-11-25'] }] },
      '2026-11-25',
      true,
    ],
    [
      'a period with no end says nothing',
      {
        ServiceDay: weekdays,
        SpecialDays: [cancelled({ DatePeriod: { StartDate: '2026-11-20' } })],
      },
      '2026-11-25',
      true,
    ],
  ])('%s', (_, service, date, runs) => {
    expect(runsOnDate(service, date)).toBe(runs);
  });
});

describe('headwayOf', () => {
  it.each([
    [
      { StartTime: '06:00', EndTime: '22:00', MinHeadwayMins: 15, MaxHeadwayMins: 20 },
      { from: '06:00', to: '22:00', minMinutes: 15, maxMinutes: 20 },
    ],
    [
      { StartTime: '06:00', EndTime: '09:00', MinHeadwayMins: 30, MaxHeadwayMins: 30 },
      { from: '06:00', to: '09:00', minMinutes: 30, maxMinutes: 30 },
    ],
    [
      { StartTime: '06:00', EndTime: '09:00', MinHeadwayMins: 0, MaxHeadwayMins: 12 },
      { from: '06:00', to: '09:00', minMinutes: 12, maxMinutes: 12 },
    ],
    [
      { StartTime: '06:00', EndTime: '09:00', MinHeadwayMins: 25, MaxHeadwayMins: 10 },
      { from: '06:00', to: '09:00', minMinutes: 10, maxMinutes: 25 },
    ],
    [{ StartTime: '6:00', EndTime: '09:00', MinHeadwayMins: 10, MaxHeadwayMins: 20 }, undefined],
    [{ StartTime: '06:00', EndTime: '09:00' }, undefined],
    [{ EndTime: '09:00', MinHeadwayMins: 10, MaxHeadwayMins: 20 }, undefined],
  ])('%o → %o', (frequency, headway) => {
    expect(headwayOf(frequency)).toEqual(headway);
  });
});
