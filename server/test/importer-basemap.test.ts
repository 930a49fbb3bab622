import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBasemap } from '../src/importer/basemap';
import { readBasemapInputs } from '../src/importer/basemap-file';
import { dataDir } from './helper';

describe("the map's basemap of the import", () => {
  const built = buildBasemap(readBasemapInputs(dataDir));

  it('is what data/seed/basemap.json holds, so the file is not edited by hand or stale', () => {
    const file = JSON.parse(
      readFileSync(path.join(dataDir, 'seed/basemap.json'), 'utf8'),
    ) as unknown;
    expect(file).toEqual(built);
  });

  it('names every township in three languages, Japanese from the editorial names', () => {
    const townships = built.features.filter((shape) => shape.role === 'township');
    expect(townships).toHaveLength(29);
    expect(townships.find((shape) => shape.code === '10015060')?.names).toEqual({
      zh: '壽豐鄉',
      en: 'Shoufeng Township',
      ja: '寿豊郷',
    });
    // The label is the township's centroid in data/sources/townships.json.
    expect(townships.find((shape) => shape.code === '10014010')?.label).toEqual([
      121.1106, 22.7517,
    ]);
  });

  it("keeps Taiwan's land whole, islands of our counties included, and drops only specks", () => {
    const [land] = built.features;
    expect(land?.role).toBe('land');
    const polygons = land?.geometry.type === 'MultiPolygon' ? land.geometry.coordinates : [];
    const holds = (lng: number, lat: number) =>
      polygons.some(([outer = []]) => {
        const lngs = outer.map(([x]) => x);
        const lats = outer.map(([, y]) => y);
        return (
          Math.min(...lngs) <= lng &&
          lng <= Math.max(...lngs) &&
          Math.min(...lats) <= lat &&
          lat <= Math.max(...lats)
        );
      });
    expect(holds(121.49, 22.66)).toBe(true); // Green Island
    expect(holds(121.55, 22.04)).toBe(true); // Orchid Island
    expect(holds(118.37, 24.44)).toBe(true); // Kinmen
    expect(polygons.length).toBeGreaterThan(10);
  });
});
