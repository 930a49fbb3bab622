import { describe, expect, it } from 'vitest';
import { CONTENT_LANGS } from './language';
import {
  boxAround,
  isSameSpot,
  photoDataUrlMaxLength,
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_TEXTS,
  repairStatusChangeProblem,
  spotCells,
  type RepairStatus,
} from './repair-reports';

describe('the repair categories', () => {
  it.each(REPAIR_CATEGORIES)('%s is named and described in each content language', (code) => {
    for (const lang of CONTENT_LANGS) {
      expect(REPAIR_CATEGORY_TEXTS[code][lang].name).toMatch(/\S/);
      expect(REPAIR_CATEGORY_TEXTS[code][lang].description).toMatch(/\S/);
    }
  });
});

describe('repairStatusChangeProblem', () => {
  it.each([
    ['open', 'acknowledged', undefined, true],
    ['open', 'in_progress', undefined, true],
    ['open', 'closed', 'fixed', true],
    ['acknowledged', 'in_progress', undefined, true],
    ['acknowledged', 'closed', undefined, true],
    ['in_progress', 'closed', 'new boards', true],
    ['closed', 'open', 'broken again', true],
    ['in_progress', 'in_progress', 'parts ordered', true],
    ['in_progress', 'in_progress', undefined, false],
    ['open', 'open', '  ', false],
    ['in_progress', 'acknowledged', undefined, false],
    ['in_progress', 'open', undefined, false],
    ['acknowledged', 'open', undefined, false],
    ['closed', 'in_progress', undefined, false],
    ['closed', 'acknowledged', undefined, false],
  ] as [RepairStatus, RepairStatus, string | undefined, boolean][])(
    '%s → %s (note %j): allowed %s',
    (from, to, note, allowed) => {
      expect(repairStatusChangeProblem(from, to, note) === undefined).toBe(allowed);
    },
  );

  it('says what the report may become instead', () => {
    expect(repairStatusChangeProblem('in_progress', 'open', undefined)).toBe(
      'a report that is in_progress cannot become open (it may become closed)',
    );
  });
});

describe('isSameSpot', () => {
  const boardwalk = { lat: 23.1236, lng: 121.4113 };
  it.each([
    ['the same point', boardwalk, true],
    ['40 m north', { lat: 23.1236 + 40 / 111_195, lng: 121.4113 }, true],
    ['49 m east', { lat: 23.1236, lng: 121.4113 + 49 / (111_195 * Math.cos(0.40358)) }, true],
    ['60 m north', { lat: 23.1236 + 60 / 111_195, lng: 121.4113 }, false],
    ['1 km away', { lat: 23.1326, lng: 121.4113 }, false],
  ])('%s → %s', (_name, point, same) => {
    expect(isSameSpot(boardwalk, point)).toBe(same);
  });

  it('is inside the box of the radius whatever the direction', () => {
    const box = boxAround(boardwalk, 50);
    for (const degrees of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const angle = (degrees * Math.PI) / 180;
      const point = {
        lat: boardwalk.lat + (Math.cos(angle) * 49.9) / 111_195,
        lng: boardwalk.lng + (Math.sin(angle) * 49.9) / (111_195 * Math.cos(0.40358)),
      };
      expect(isSameSpot(boardwalk, point)).toBe(true);
      expect(point.lat).toBeGreaterThan(box.south);
      expect(point.lat).toBeLessThan(box.north);
      expect(point.lng).toBeGreaterThan(box.west);
      expect(point.lng).toBeLessThan(box.east);
    }
  });
});

describe('spotCells', () => {
  it.each([
    ['inside one cell', { lat: 23.1235, lng: 121.4115 }, ['23123:121411']],
    ['across a row', { lat: 23.12999, lng: 121.4115 }, ['23129:121411', '23130:121411']],
    ['across a column', { lat: 23.1235, lng: 121.4119 }, ['23123:121411', '23123:121412']],
    [
      'at a corner',
      { lat: 23.1299, lng: 121.4119 },
      ['23129:121411', '23129:121412', '23130:121411', '23130:121412'],
    ],
  ])('%s', (_name, centre, cells) => {
    expect(spotCells(centre)).toEqual(cells);
  });

  it('shares a cell between any two points of one spot', () => {
    for (const degrees of [0, 30, 60, 90, 135, 180, 225, 270, 315]) {
      const angle = (degrees * Math.PI) / 180;
      const point = {
        lat: 23.1299 + (Math.cos(angle) * 49.9) / 111_195,
        lng: 121.4119 + (Math.sin(angle) * 49.9) / (111_195 * Math.cos(0.4037)),
      };
      const shared = spotCells(point).filter((cell) =>
        spotCells({ lat: 23.1299, lng: 121.4119 }).includes(cell),
      );
      expect(shared.length, `${degrees}°`).toBeGreaterThan(0);
    }
  });
});

describe('photoDataUrlMaxLength', () => {
  it.each([
    [3, 'data:image/webp;base64,'.length + 4],
    [4, 'data:image/webp;base64,'.length + 8],
    [2 * 1024 * 1024, 'data:image/webp;base64,'.length + 2_796_204],
  ])('%i bytes fit in %i characters', (bytes, length) => {
    expect(photoDataUrlMaxLength(bytes)).toBe(length);
  });
});
