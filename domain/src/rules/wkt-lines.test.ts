import { describe, expect, it } from 'vitest';
import { wktLines } from './wkt-lines';

describe('wktLines', () => {
  it.each([
    [
      'LINESTRING(121.6 24.0,121.61 23.98)',
      [
        [
          { lat: 24, lng: 121.6 },
          { lat: 23.98, lng: 121.61 },
        ],
      ],
    ],
    [
      'MULTILINESTRING ((121.6 24.0, 121.61 23.98), (121.5 23.9, 121.51 23.91))',
      [
        [
          { lat: 24, lng: 121.6 },
          { lat: 23.98, lng: 121.61 },
        ],
        [
          { lat: 23.9, lng: 121.5 },
          { lat: 23.91, lng: 121.51 },
        ],
      ],
    ],
    [
      'linestring z (121.6 24.0 5, 121.61 23.98 6)',
      [
        [
          { lat: 24, lng: 121.6 },
          { lat: 23.98, lng: 121.61 },
        ],
      ],
    ],
    ['LINESTRING(121.6 24.0)', []],
    ['LINESTRING(121.6 north, 121.61 23.98)', []],
    ['POINT(121.6 24.0)', []],
    ['', []],
  ])('%s', (text, lines) => {
    expect(wktLines(text)).toEqual(lines);
  });
});
