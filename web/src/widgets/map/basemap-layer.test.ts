// @vitest-environment happy-dom
import * as L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Basemap } from '@ecg/domain/contracts';
import { basemapLayer, createBasemapPanes } from './basemap-layer';

// A made-up island and a township outline with a hole: fixtures, not data.
const basemap: Basemap = {
  type: 'FeatureCollection',
  attribution: 'fixture',
  features: [
    {
      type: 'Feature',
      properties: { role: 'land' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [121.1, 22.8],
            [121.5, 22.8],
            [121.45, 23.3],
            [121.1, 22.8],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { role: 'township', name: 'Fixture', label: [121.3, 23.0] },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [121.2, 22.9],
              [121.4, 22.9],
              [121.3, 23.1],
              [121.2, 22.9],
            ],
            [
              [121.28, 22.95],
              [121.32, 22.95],
              [121.3, 22.99],
              [121.28, 22.95],
            ],
          ],
        ],
      },
    },
  ],
};

let map: L.Map | undefined;

beforeEach(() => {
  // happy-dom draws nothing: a 2D context whose every method does nothing.
  const context = new Proxy({}, { get: () => () => undefined, set: () => true });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as CanvasRenderingContext2D,
  );
});

afterEach(() => {
  map?.remove();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function shapesOf(group: L.LayerGroup): L.Polyline[] {
  const shapes: L.Polyline[] = [];
  group.eachLayer((layer) => {
    if (layer instanceof L.GeoJSON) layer.eachLayer((shape) => shapes.push(shape as L.Polyline));
  });
  return shapes;
}

/** Every shape's rings as Leaflet projects them, and its points in the map's own projection. */
function ringsAndExpected(group: L.LayerGroup) {
  return shapesOf(group).map((shape) => ({
    rings: (shape as unknown as { _rings: L.Point[][] })._rings.map((ring) =>
      ring.map(({ x, y }) => [x, y]),
    ),
    expected: (shape.getLatLngs().flat(2) as L.LatLng[]).map((latlng) => {
      const { x, y } = map!.latLngToLayerPoint(latlng);
      return [x, y];
    }),
  }));
}

describe('the basemap projected from points kept (docs/performance.md, the map of 5,000 markers)', () => {
  it('puts every point on the pixel Leaflet would, at each zoom', async () => {
    const container = document.createElement('div');
    Object.defineProperties(container, {
      clientWidth: { value: 390 },
      clientHeight: { value: 700 },
    });
    document.body.append(container);
    map = L.map(container, { center: [23.0, 121.3], zoom: 9 });
    createBasemapPanes(map);
    const group = basemapLayer(basemap).addTo(map);
    const project = vi.spyOn(L.Projection.SphericalMercator, 'project');
    for (const zoom of [9, 12, 15]) {
      project.mockClear();
      map.setView([23.02, 121.31], zoom, { animate: false });
      // Each point was projected once, when first drawn: a zoom projects none again.
      const projected = new Set(project.mock.calls.map(([latlng]) => latlng));
      const points = shapesOf(group).flatMap((shape) => shape.getLatLngs().flat(2) as L.LatLng[]);
      expect(points.filter((point) => projected.has(point))).toEqual([]);
      for (const { rings, expected } of ringsAndExpected(group)) {
        expect(rings.flat()).toEqual(expected);
        expect(expected.length).toBeGreaterThan(0);
      }
    }
    // The canvas redraws in the next frame: the map goes once it has.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    group.remove();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
});
