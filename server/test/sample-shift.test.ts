import { parseTaipei } from '@ecg/domain/rules/datetime';
import { describe, expect, it } from 'vitest';
import { sampleShiftDays, shiftDates, shiftSample } from '../src/providers/sample-shift';

describe('shiftDates', () => {
  it.each([
    ['2026-11-21T09:58:40+08:00', 4, '2026-11-25T09:58:40+08:00'],
    ['2026-11-21 05:00:00', 4, '2026-11-25 05:00:00'],
    ['2026-11-28T18:00:00+08:00', 4, '2026-12-02T18:00:00+08:00'],
    ['2026-12-30T01:00:00Z', 3, '2027-01-02T01:00:00Z'],
    ['2028-02-27T06:00:00+08:00', 2, '2028-02-29T06:00:00+08:00'],
    ['2026-11-21T09:58:40+08:00', -1, '2026-11-20T09:58:40+08:00'],
    ['2023/02/07 18:00:00', 4, '2023/02/11 18:00:00'],
    ['2023/02/27 18:00:00', 2, '2023/03/01 18:00:00'],
    ['2023/02-07 18:00:00', 4, '2023/02-07 18:00:00'],
    ['2026-11-21', 4, '2026-11-21'],
    ['福廣仁愛停車場', 4, '福廣仁愛停車場'],
    ['2026-11-21 is the day', 4, '2026-11-21 is the day'],
  ])('moves %s by %i days to %s', (text, days, shifted) => {
    expect(shiftDates(text, days)).toBe(shifted);
  });

  it('moves every date-time of a document and leaves everything else as it was', () => {
    const document = {
      UpdateTime: '2026-11-21T10:00:05+08:00',
      UpdateInterval: 300,
      ParkingAvailabilities: [
        { CarParkID: 'A00005', ServiceStatus: 1, DataCollectTime: '2026-11-21T09:58:40+08:00' },
        { CarParkID: 'A00028', FullStatus: null },
      ],
    };
    expect(shiftDates(document, 4)).toEqual({
      UpdateTime: '2026-11-25T10:00:05+08:00',
      UpdateInterval: 300,
      ParkingAvailabilities: [
        { CarParkID: 'A00005', ServiceStatus: 1, DataCollectTime: '2026-11-25T09:58:40+08:00' },
        { CarParkID: 'A00028', FullStatus: null },
      ],
    });
    expect(document.UpdateTime).toBe('2026-11-21T10:00:05+08:00');
  });
});

describe('sampleShiftDays and shiftSample', () => {
  const sample = {
    data: { UpdateTime: '2026-11-21T10:00:05+08:00' },
    recordedAt: '2026-11-21 10:00:05',
  };
  it.each([
    // now (Taipei), and the time the sample then reads as recorded at
    ['2026-11-21 10:00:05', '2026-11-21 10:00:05'],
    ['2026-11-25 14:00:00', '2026-11-25 10:00:05'],
    ['2026-11-25 23:59:59', '2026-11-25 10:00:05'],
    // Before the time of day it was recorded, it is yesterday's: never from later than now.
    ['2026-11-26 08:00:00', '2026-11-25 10:00:05'],
    ['2026-11-26 10:00:04', '2026-11-25 10:00:05'],
    ['2026-11-26 10:00:05', '2026-11-26 10:00:05'],
    ['2027-03-01 12:00:00', '2027-03-01 10:00:05'],
    // A clock before the recording moves it back as far.
    ['2026-11-20 12:00:00', '2026-11-20 10:00:05'],
  ])('at %s it reads as recorded at %s', (now, recordedAt) => {
    const shifted = shiftSample(sample, sampleShiftDays(sample.recordedAt, parseTaipei(now)));
    expect(shifted.recordedAt).toBe(recordedAt);
    expect(shifted.data.UpdateTime).toBe(`${recordedAt.replace(' ', 'T')}+08:00`);
  });
});
