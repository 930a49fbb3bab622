import { describe, expect, it } from 'vitest';
import { COMPASS_POINTS, compassOfDegrees, parseWindDirection } from './wind';

describe('COMPASS_POINTS', () => {
  it('lists the 16 points clockwise from north with their Chinese names', () => {
    expect(COMPASS_POINTS.map(({ code, zh }) => `${code}=${zh}`)).toEqual([
      'N=北',
      'NNE=北北東',
      'NE=東北',
      'ENE=東北東',
      'E=東',
      'ESE=東南東',
      'SE=東南',
      'SSE=南南東',
      'S=南',
      'SSW=南南西',
      'SW=西南',
      'WSW=西南西',
      'W=西',
      'WNW=西北西',
      'NW=西北',
      'NNW=北北西',
    ]);
  });
});

describe('compassOfDegrees', () => {
  // Each sector's lower edge belongs to it; a hundredth below belongs to the sector before.
  it.each([
    [348.75, 'N'],
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNE'],
    [22.5, 'NNE'],
    [33.74, 'NNE'],
    [33.75, 'NE'],
    [56.24, 'NE'],
    [56.25, 'ENE'],
    [78.74, 'ENE'],
    [78.75, 'E'],
    [90, 'E'],
    [101.24, 'E'],
    [101.25, 'ESE'],
    [123.74, 'ESE'],
    [123.75, 'SE'],
    [146.24, 'SE'],
    [146.25, 'SSE'],
    [168.74, 'SSE'],
    [168.75, 'S'],
    [180, 'S'],
    [191.24, 'S'],
    [191.25, 'SSW'],
    [213.74, 'SSW'],
    [213.75, 'SW'],
    [236.24, 'SW'],
    [236.25, 'WSW'],
    [258.74, 'WSW'],
    [258.75, 'W'],
    [270, 'W'],
    [281.24, 'W'],
    [281.25, 'WNW'],
    [303.74, 'WNW'],
    [303.75, 'NW'],
    [326.24, 'NW'],
    [326.25, 'NNW'],
    [348.74, 'NNW'],
    [359.99, 'N'],
    [360, 'N'],
    [371.25, 'NNE'],
    [720, 'N'],
    [-11.25, 'N'],
    [-11.26, 'NNW'],
    [-90, 'W'],
    [-360, 'N'],
  ] as const)('%d° → %s', (degrees, expected) => {
    expect(compassOfDegrees(degrees)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    '%d → undefined',
    (degrees) => {
      expect(compassOfDegrees(degrees)).toBeUndefined();
    },
  );
});

describe('parseWindDirection', () => {
  it.each([
    ['北風', 'N', false],
    ['北', 'N', false],
    ['北北東風', 'NNE', false],
    ['北北東', 'NNE', false],
    ['東北風', 'NE', false],
    ['東北東風', 'ENE', false],
    ['東南東風', 'ESE', false],
    ['南南東風', 'SSE', false],
    ['南南西風', 'SSW', false],
    ['西南風', 'SW', false],
    ['西南西風', 'WSW', false],
    ['西北西風', 'WNW', false],
    ['西北風', 'NW', false],
    ['北北西風', 'NNW', false],
    ['偏北風', 'N', true],
    ['偏東風', 'E', true],
    ['偏東', 'E', true],
    ['偏南風', 'S', true],
    ['偏西風', 'W', true],
    ['偏東北風', 'NE', true],
    [' 偏北風 ', 'N', true],
    ['NNE', 'NNE', false],
    ['nw', 'NW', false],
    ['S', 'S', false],
  ] as const)('%s → %s, prevailing %s', (text, point, prevailing) => {
    expect(parseWindDirection(text)).toEqual({ point, prevailing });
  });

  it.each([
    [''],
    ['風'],
    ['偏'],
    ['偏風'],
    ['靜風'],
    ['風向不定'],
    ['北東'],
    ['NNNE'],
    ['north'],
    ['北風風'],
  ])('%j → undefined', (text) => {
    expect(parseWindDirection(text)).toBeUndefined();
  });
});
