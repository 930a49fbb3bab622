import { describe, expect, it } from 'vitest';
import {
  boardStateOf,
  isRegionAlert,
  isRegionStation,
  isTrainDay,
  lastTrainDay,
  lastTrainOf,
  trainRunningOf,
  trainsLightOf,
  trainTypeOf,
} from './trains';

describe('isRegionStation', () => {
  it.each([
    ['5190', true], // 大武, the South-link's first in Taitung
    ['5240', true], // 康樂
    ['5180', false], // west of 大武: not in the region's list
    ['6000', true], // 臺東
    ['6250', true], // 吉安
    ['7000', true], // 花蓮
    ['7060', true], // 和平
    ['7070', false], // 漢本, in Yilan
    ['1000', false], // 臺北
    ['60', false],
    ['abcd', false],
  ])('%s → %s', (id, expected) => expect(isRegionStation(id)).toBe(expected));
});

describe('trainTypeOf', () => {
  it.each([
    ['1', 'taroko'],
    ['2', 'puyuma'],
    ['3', 'tze-chiang'],
    ['4', 'chu-kuang'],
    ['6', 'local'],
    ['10', 'fast-local'],
    ['11', 'other'],
    [undefined, 'other'],
  ])('%s → %s', (code, expected) => expect(trainTypeOf(code)).toBe(expected));
});

describe('trainRunningOf', () => {
  it.each([
    [0, 0, 'on-time'],
    [1, 5, 'delayed'],
    [undefined, 3, 'delayed'],
    [2, 0, 'cancelled'],
  ] as const)('status %s, %s min → %s', (status, delay, expected) =>
    expect(trainRunningOf(status, delay)).toBe(expected),
  );
});

describe('boardStateOf', () => {
  const hualien = [
    { trainNo: '408', delayMinutes: 3, running: 'delayed' as const },
    { trainNo: '6851', delayMinutes: 0, running: 'on-time' as const },
  ];
  const taitung = [
    { trainNo: '408', delayMinutes: 7, running: 'delayed' as const },
    { trainNo: '372', delayMinutes: 0, running: 'cancelled' as const },
  ];
  it.each([
    ['408', 7, 'delayed'],
    ['6851', 0, 'on-time'],
    ['372', 0, 'cancelled'],
  ])('train %s: %s min, %s', (no, delay, running) =>
    expect(boardStateOf(no, [hualien, taitung])).toMatchObject({ delayMinutes: delay, running }),
  );
  it('a train on neither board has no state (not "on time")', () =>
    expect(boardStateOf('1', [hualien, taitung])).toBeUndefined());
});

describe('lastTrainOf', () => {
  const trains = [
    { trainNo: '402', departs: '06:10', suspended: false },
    { trainNo: '438', departs: '21:40', suspended: true },
    { trainNo: '436', departs: '20:05', suspended: false },
  ];
  it.each([
    ['12:00', '436', false],
    ['20:30', '436', true],
    [undefined, '436', false],
  ])('at %s the last running train is %s (left: %s)', (now, no, left) =>
    expect(lastTrainOf(trains, now)).toMatchObject({ train: { trainNo: no }, left }),
  );
  it('none when every train is suspended', () =>
    expect(lastTrainOf([{ trainNo: '1', departs: '10:00', suspended: true }])).toBeUndefined());
});

describe('trainsLightOf', () => {
  it.each([
    ['no answer', undefined, 'unknown'],
    ['no alert', [], 'running'],
    ['an alert of trouble', [{ status: 2 }], 'disrupted'],
    ['the whole network stopped', [{ status: 2 }, { status: 0 }], 'stopped'],
  ] as const)('%s → %s', (_, alerts, light) => expect(trainsLightOf(alerts)).toBe(light));
});

describe('isRegionAlert', () => {
  const none = { stationIds: [], sectionStationIds: [], lineNames: [] };
  it.each([
    ['no scope (the whole network)', none, true],
    ['a station of ours', { ...none, stationIds: ['6110'] }, true],
    ['a station in Taipei', { ...none, stationIds: ['1000'] }, false],
    ['a section ending in Hualien', { ...none, sectionStationIds: ['7070', '7000'] }, true],
    ['the 臺東線 by name', { ...none, lineNames: ['臺東線'] }, true],
    ['the 南迴線 by name', { ...none, lineNames: ['南迴線'] }, true],
    ['the 西部幹線 by name', { ...none, lineNames: ['西部幹線'] }, false],
  ])('%s → %s', (_, scope, expected) => expect(isRegionAlert(scope)).toBe(expected));
});

describe('isTrainDay', () => {
  it.each([
    ['2026-11-25', true],
    ['2026-11-24', false],
    ['2027-01-23', true], // 59 days on
    ['2027-01-24', false],
    ['2026-11-31', false], // no such day, though Date.parse reads it as December 1
    ['2026-02-30', false],
  ])('%s from 2026-11-25 → %s', (date, expected) =>
    expect(isTrainDay(date, '2026-11-25')).toBe(expected),
  );
});

it('lastTrainDay is 59 days on', () => expect(lastTrainDay('2026-11-25')).toBe('2027-01-23'));
