import { describe, expect, it } from 'vitest';
import { isRegionRoad, roadOf, trafficControlKind } from './traffic-control';

describe('roadOf', () => {
  it.each([
    [
      '台9線148K+840~154K+149(蘇花改中仁隧道)機電設備養護作業',
      { road: '台9', fromKm: 148.84, toKm: 154.149 },
    ],
    ['台9線159K+400(大清水路段)明隧道復建工程施工', { road: '台9', fromKm: 159.4, toKm: 159.4 }],
    [
      '台9線231K+649~233K+798(馬太鞍溪鋼便橋)於115年1月1日10:00正式通車',
      { road: '台9', fromKm: 231.649, toKm: 233.798 },
    ],
    ['臺11線60K+500邊坡崩塌', { road: '台11', fromKm: 60.5, toKm: 60.5 }],
    ['台9丁線改道通行', { road: '台9丁' }],
    ['中央氣象署發布花蓮縣地區大雨特報', undefined],
  ])('%s', (title, expected) => {
    const ref = roadOf(title);
    if (expected === undefined) return expect(ref).toBeUndefined();
    expect(ref?.road).toBe(expected.road);
    if ('fromKm' in expected) {
      expect(ref?.fromKm).toBeCloseTo(expected.fromKm, 6);
      expect(ref?.toKm).toBeCloseTo(expected.toKm, 6);
    } else expect(ref?.fromKm).toBeUndefined();
  });
});

describe('isRegionRoad', () => {
  it.each([
    [{ road: '台9', fromKm: 148.84, toKm: 154.149 }, true],
    [{ road: '台9', fromKm: 455, toKm: 456 }, true],
    // 台9 in Taipei and Yilan, and 台9 with no kilometres: not ours.
    [{ road: '台9', fromKm: 20, toKm: 21 }, false],
    [{ road: '台9' }, false],
    [{ road: '台11' }, true],
    [{ road: '台11甲' }, true],
    [{ road: '台9丁' }, true],
    [{ road: '台1', fromKm: 300, toKm: 301 }, false],
  ])('%j → %s', (ref, expected) => {
    expect(isRegionRoad(ref)).toBe(expected);
  });
});

describe('trafficControlKind', () => {
  it.each([
    // The recorded items (data/samples/tdx/RoadNews-Highway.json).
    [
      '台9線159K+400(大清水路段)明隧道復建工程施工',
      '實施單線雙向機動管制，惟…將視現場作業情形實施雙向封閉',
      4,
      'lane-control',
    ],
    [
      '台9線148K+840~154K+149(蘇花改中仁隧道)機電設備養護作業',
      '現場實施北上線道路封閉；…改道通行台9丁線。',
      4,
      'closure',
    ],
    [
      '台9線231K+649~233K+798(馬太鞍溪鋼便橋)於115年1月1日10:00正式通車',
      '現場維持雙向各1快1慢車道',
      1,
      'reopened',
    ],
    ['台11線落石', '請改道台9線', 1, 'detour'],
    ['台11線邊坡養護', '請注意安全', 4, 'works'],
    ['台11線路況', '請小心駕駛', 99, 'other'],
  ])('%s → %s', (title, description, category, kind) => {
    expect(trafficControlKind(title, description, category)).toBe(kind);
  });
});
