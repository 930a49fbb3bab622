import { describe, expect, it } from 'vitest';
import { sosAdvice, type SosTownshipFound } from './sos-advice';

const CHENGGONG = { lat: 23.12326, lng: 121.4071 };
const GREEN_ISLAND = { lat: 22.6614, lng: 121.4908 };
const LANYU = { lat: 22.0446, lng: 121.5519 };
const TAIPEI = { lat: 25.033, lng: 121.5654 };

const found = (code: string): SosTownshipFound => ({ status: 'found', code });

describe('sosAdvice', () => {
  it.each([
    ['Chenggong', CHENGGONG, found('10014020'), 'kilometreMarkers'],
    ['Green Island', GREEN_ISLAND, found('10014110'), 'landmarks'],
    ['Orchid Island', LANYU, found('10014160'), 'landmarks'],
    ['in the area, no township found', CHENGGONG, { status: 'none' }, 'landmarks'],
    ['in the area, the shapes failed', GREEN_ISLAND, { status: 'failed' }, 'landmarks'],
    ['while the township is looked for', GREEN_ISLAND, { status: 'looking' }, undefined],
    ['outside the area', TAIPEI, { status: 'none' }, 'outside'],
    ['outside the area, still looking', TAIPEI, { status: 'looking' }, 'outside'],
  ] as const)('%s → %s', (_where, point, township, advice) => {
    expect(sosAdvice(point, township)).toBe(advice);
  });
});
