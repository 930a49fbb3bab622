import { describe, expect, it } from 'vitest';
import { runsOn, timeAtStop } from './bus-timetable';

describe('runsOn', () => {
  const weekdays = {
    Monday: 1,
    Tuesday: 1,
    Wednesday: 1,
    Thursday: 1,
    Friday: 1,
    Saturday: 0,
    Sunday: 0,
  };
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
