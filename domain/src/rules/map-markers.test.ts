import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_ZOOM,
  MAP_PANEL_Z_INDEX,
  POPUP_MAX_WIDTH,
  ROUTE_LINE,
  TABLET_BREAKPOINT_PX,
  coordinateOf,
  drawableMarkers,
  popupParts,
  type Marker,
} from './map-markers';

describe('map constants (requirements §9)', () => {
  it.each([
    ['DEFAULT_MAP_ZOOM', DEFAULT_MAP_ZOOM, 11],
    ['ROUTE_LINE.weight', ROUTE_LINE.weight, 5],
    ['POPUP_MAX_WIDTH', POPUP_MAX_WIDTH, 248],
    ['MAP_PANEL_Z_INDEX', MAP_PANEL_Z_INDEX, 2000],
    ['TABLET_BREAKPOINT_PX', TABLET_BREAKPOINT_PX, 768],
  ] as const)('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('draws routes in #005fb0', () => {
    expect(ROUTE_LINE.color).toBe('#005fb0');
  });
});

describe('coordinateOf', () => {
  it.each([
    [23.5, 23.5],
    [0, 0],
    [-0.5, -0.5],
    ['121.3', 121.3],
    [' 0 ', 0],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['', undefined],
    ['   ', undefined],
    ['north', undefined],
    ['NaN', undefined],
  ] as const)('%j → %j', (value, expected) => {
    expect(coordinateOf(value)).toBe(expected);
  });
});

describe('drawableMarkers', () => {
  it.each<[string, Marker, boolean]>([
    ['both numbers', { lat: 23.1, lng: 121.2 }, true],
    ['both zero', { lat: 0, lng: 0 }, true],
    ['numeric text', { lat: '23.1', lng: '121.2' }, true],
    ['no lat', { lng: 121.2 }, false],
    ['no lng', { lat: 23.1 }, false],
    ['null lat', { lat: null, lng: 121.2 }, false],
    ['NaN lng', { lat: 23.1, lng: Number.NaN }, false],
    ['blank lat', { lat: '', lng: 121.2 }, false],
    ['blank lng', { lat: 23.1, lng: '' }, false],
  ])('%s → drawn: %s', (_case, marker, drawn) => {
    expect(drawableMarkers([marker])).toHaveLength(drawn ? 1 : 0);
  });

  it('keeps order and other fields, with numeric coordinates', () => {
    const markers: Marker[] = [
      { id: 1, name: 'A', lat: '23.1', lng: '121.2' },
      { id: 2, name: 'B', lat: null, lng: 121 },
      { id: 3, name: 'C', lat: 0, lng: 121.5, type: 'bike' },
    ];
    expect(drawableMarkers(markers)).toEqual([
      { id: 1, name: 'A', lat: 23.1, lng: 121.2 },
      { id: 3, name: 'C', lat: 0, lng: 121.5, type: 'bike' },
    ]);
  });
});

describe('popupParts', () => {
  it.each<[string, Marker, { rentable: number; returnable: number } | undefined]>([
    ['both counts', { rentable: 3, returnable: 7 }, { rentable: 3, returnable: 7 }],
    ['both zero', { rentable: 0, returnable: 0 }, { rentable: 0, returnable: 0 }],
    ['zero to borrow', { rentable: 0, returnable: 5 }, { rentable: 0, returnable: 5 }],
    ['no rentable', { returnable: 5 }, undefined],
    ['no returnable', { rentable: 5 }, undefined],
    ['null rentable', { rentable: null, returnable: 5 }, undefined],
    ['NaN returnable', { rentable: 5, returnable: Number.NaN }, undefined],
    ['neither', {}, undefined],
  ])('borrow/return with %s → %j', (_case, marker, expected) => {
    expect(popupParts(marker).borrowReturn).toEqual(expected);
  });

  it.each<[Marker['tel'], string | undefined]>([
    ['089-281530', '089-281530'],
    [' 089-281530 ', '089-281530'],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('tel %j → phone %j', (tel, expected) => {
    expect(popupParts({ tel }).phone).toBe(expected);
  });

  it.each<[Marker, boolean]>([
    [{ lat: 23.1, lng: 121.2 }, true],
    [{ lat: 0 }, true],
    [{ lat: '23.1' }, true],
    [{ lng: 121.2 }, false],
    [{ lat: null, lng: 121.2 }, false],
    [{ lat: '', lng: 121.2 }, false],
    [{ lat: Number.NaN }, false],
  ])('%j → navigate %s', (marker, expected) => {
    expect(popupParts(marker).navigate).toBe(expected);
  });
});
