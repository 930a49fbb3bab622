import { describe, expect, it } from 'vitest';
import { WEBCAM_REFRESH_MS, webcamImageAt, webcamsByRegion } from './webcams';

const WRA = 'https://fmg.wra.gov.tw/109wraweb/getImage.aspx?mode=getNewImageS&CCTV_SN=0x0200';
const MINUTE = 1_700_000_040_000; // a whole minute

describe('webcamImageAt', () => {
  it.each([
    ['the start of a period', WRA, MINUTE, `${WRA}&t=${MINUTE}`],
    ['within the period, the same address', WRA, MINUTE + 59_999, `${WRA}&t=${MINUTE}`],
    ['the next period, a new address', WRA, MINUTE + 60_000, `${WRA}&t=${MINUTE + 60_000}`],
    ['an address of its own already asked', `${WRA}&t=1`, MINUTE, `${WRA}&t=${MINUTE}`],
    [
      'an address without a query',
      'https://example.org/cam.jpg',
      MINUTE,
      `https://example.org/cam.jpg?t=${MINUTE}`,
    ],
  ])('%s', (_case, image, at, expected) => {
    expect(webcamImageAt(image, at)).toBe(expected);
  });

  it('asks again once a minute', () => {
    expect(WEBCAM_REFRESH_MS).toBe(60_000);
  });
});

describe('webcamsByRegion', () => {
  it.each([
    [
      'each region with its own, in the order given',
      [
        { id: 9, regionId: 1 as const },
        { id: 190, regionId: 2 as const },
        { id: 11, regionId: 1 as const },
      ],
      { 1: [9, 11], 2: [190], 3: [] },
    ],
    ['no webcams: every region, each empty', [], { 1: [], 2: [], 3: [] }],
    ['Green Island (951 is region 3)', [{ id: 5, regionId: 3 as const }], { 1: [], 2: [], 3: [5] }],
    ['a webcam without a region is in none', [{ id: 6 }], { 1: [], 2: [], 3: [] }],
  ])('%s', (_case, webcams: { id: number; regionId?: 1 | 2 | 3 }[], expected) => {
    const grouped = webcamsByRegion(webcams);
    expect(grouped.map((group) => group.regionId)).toEqual([1, 2, 3]);
    expect(
      Object.fromEntries(grouped.map((group) => [group.regionId, group.webcams.map((w) => w.id)])),
    ).toEqual(expected);
  });
});
