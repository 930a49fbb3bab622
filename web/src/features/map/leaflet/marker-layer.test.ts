// @vitest-environment happy-dom
import * as L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedMarker } from '../layer-markers';
import { MarkerLayer } from './marker-layer';

let map: L.Map;
let layer: MarkerLayer;

// Two stations 111 m apart (one cluster at zoom 13) and one 2 km away: fixtures, not data.
const markers: PlacedMarker[] = [
  { id: 'a', name: 'North', type: 'bike', lat: 23.021, lng: 121.325 },
  { id: 'b', name: 'South', type: 'bike', lat: 23.02, lng: 121.325 },
  { id: 'c', name: 'Far', type: 'bike', lat: 23.035, lng: 121.335 },
];

beforeEach(async () => {
  const container = document.createElement('div');
  // happy-dom lays nothing out: the map is given a phone's size.
  Object.defineProperties(container, {
    clientWidth: { value: 390 },
    clientHeight: { value: 700 },
  });
  document.body.append(container);
  map = L.map(container, { center: [23.02, 121.325], zoom: 13, keyboard: true });
  layer = new MarkerLayer(map, {
    labelOf: (marker) => marker.name,
    clusterLabel: (count) => `${count} places here`,
    drawn: () => undefined,
  });
  layer.set(markers, true);
  // The clusters answer after the current task (in the map's worker in a browser).
  await vi.waitFor(() => expect(labelled('2 places here')).not.toBeNull());
});

afterEach(() => {
  layer.remove();
  map.remove();
  document.body.replaceChildren();
});

const labelled = (label: string) =>
  document.querySelector<HTMLElement>(`.leaflet-marker-icon[aria-label="${label}"]`);

describe('a cluster by keyboard (requirements §2 Map panel)', () => {
  it('Enter zooms in and gives the focus to the first of its places now drawn, never to <body>', async () => {
    const cluster = labelled('2 places here');
    cluster?.focus();
    const pressed = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    cluster?.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(labelled('2 places here')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^(North|South)$/);
  });

  it('a focused marker drawn no more gives the focus to the map', async () => {
    labelled('Far')?.focus();
    expect(document.activeElement).toBe(labelled('Far'));
    map.setView([23.02, 121.325], 16, { animate: false });
    await vi.waitFor(() => expect(labelled('Far')).toBeNull());
    expect(document.activeElement).toBe(map.getContainer());
  });
});

describe("a marker's element (docs/performance.md, the map of 5,000 markers)", () => {
  it('is one element, its count written in it, and still a button a click opens', async () => {
    const cluster = labelled('2 places here');
    expect(cluster?.children).toHaveLength(0);
    expect(cluster?.textContent).toBe('2');
    expect(cluster?.getAttribute('role')).toBe('button');
    cluster?.click();
    await vi.waitFor(() => expect(labelled('2 places here')).toBeNull());
  });

  it("holds none of the classes Leaflet's style restyles on every pan and zoom", () => {
    for (const element of document.querySelectorAll('.leaflet-marker-icon')) {
      expect(element.classList.contains('leaflet-interactive')).toBe(false);
      expect(element.classList.contains('leaflet-zoom-hide')).toBe(false);
    }
  });
});
