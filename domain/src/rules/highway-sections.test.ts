import { describe, expect, it } from 'vitest';
import { bySection, kmOfMarker, t9SectionOf } from './highway-sections';

describe('kmOfMarker', () => {
  it.each([
    ['146K+790', 146.79],
    ['158K+036', 158.036],
    ['212K+000', 212],
    ['304K+3', 304.3],
    ['304K', 304],
    ['', undefined],
    ['K+100', undefined],
  ])('%s → %s', (marker, km) => {
    expect(kmOfMarker(marker)).toBe(km);
  });
});

describe('t9SectionOf', () => {
  it.each([
    [139.9, undefined],
    [146.79, 'suhua'],
    [170.3, 'taroko-xincheng'],
    [186.08, 'hualien-city'],
    [198.75, 'shoufeng'],
    [231.649, 'fenglin-guangfu'],
    [262.2, 'ruisui-yuli'],
    [304.65, 'fuli'],
    [380, 'taitung'],
    [450, 'south-link'],
  ])('%s km → %s', (km, section) => {
    expect(t9SectionOf(km)).toBe(section);
  });
});

describe('bySection', () => {
  it('groups north to south, each by kilometre, leaving out the north of the region', () => {
    const groups = bySection([{ km: 186 }, { km: 150 }, { km: 147 }, { km: 100 }]);
    expect(groups).toEqual([
      { section: 'suhua', items: [{ km: 147 }, { km: 150 }] },
      { section: 'hualien-city', items: [{ km: 186 }] },
    ]);
  });
});
