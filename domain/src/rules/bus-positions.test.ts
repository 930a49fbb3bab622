import { describe, expect, it } from 'vitest';
import { parseTaipei } from './datetime';
import { isShownPosition } from './bus-positions';

const now = parseTaipei('2026-11-25 14:00:00');
const hualien = { lat: 23.97624, lng: 121.60486 };

describe('isShownPosition', () => {
  it.each([
    ['a minute old, in Hualien', '2026-11-25T13:59:00+08:00', hualien, true],
    ['just at the limit', '2026-11-25T13:57:00+08:00', hualien, true],
    ['past the limit', '2026-11-25T13:56:59+08:00', hualien, false],
    ['half a minute ahead (a clock running fast)', '2026-11-25T14:00:30+08:00', hualien, true],
    ['two minutes ahead', '2026-11-25T14:02:00+08:00', hualien, false],
    ['in UTC, a minute old', '2026-11-25T05:59:00Z', hualien, true],
    ['an unreadable time', 'soon', hualien, false],
    ['no fix (0,0)', '2026-11-25T13:59:00+08:00', { lat: 0, lng: 0 }, false],
    ['in Kaohsiung', '2026-11-25T13:59:00+08:00', { lat: 22.627, lng: 120.301 }, false],
  ])('%s → %s', (_, gpsTime, point, shown) => {
    expect(isShownPosition({ gpsTime, point }, now)).toBe(shown);
  });
});
