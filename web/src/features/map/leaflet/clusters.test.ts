// @vitest-environment happy-dom
import * as L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedMarker } from '../layer-markers';
import { ClusterIndex, type ClusterRequest } from './cluster-index';
import { MarkerLayer } from './marker-layer';

/** A worker as the browser gives one, answering with the same code when told to. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly requests: ClusterRequest[] = [];
  private readonly index = new ClusterIndex();
  private answered = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;

  constructor(readonly url: URL | string) {
    FakeWorker.made.push(this);
  }

  postMessage(request: ClusterRequest): void {
    this.requests.push(structuredClone(request));
  }

  /** Answers every request received since the last time, the latest first when told. */
  answer(latestFirst = false): void {
    const received = this.requests.slice(this.answered);
    const load = received.filter((request) => request.type === 'load');
    const asked = received.filter((request) => request.type !== 'load');
    for (const request of [...load, ...(latestFirst ? asked.reverse() : asked)]) {
      const answer = this.index.answer(request);
      if (answer) this.onmessage?.(new MessageEvent('message', { data: answer }));
    }
    this.answered = this.requests.length;
  }

  terminate(): void {
    this.terminated = true;
  }
}

// Fixtures, not data: a grid of 2,500 toilets around Taitung, 100 m apart.
const many: PlacedMarker[] = Array.from({ length: 2500 }, (_, index) => ({
  id: `t${index}`,
  name: `Toilet ${index}`,
  type: 'toilet',
  lat: 22.75 + Math.floor(index / 50) * 0.001,
  lng: 121.1 + (index % 50) * 0.001,
}));

let map: L.Map;
let layer: MarkerLayer;

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  const container = document.createElement('div');
  Object.defineProperties(container, { clientWidth: { value: 390 }, clientHeight: { value: 700 } });
  document.body.append(container);
  map = L.map(container, { center: [22.775, 121.125], zoom: 13 });
  layer = new MarkerLayer(map, {
    labelOf: (marker) => marker.name,
    clusterLabel: (count) => `${count} places here`,
    drawn: () => undefined,
  });
});

afterEach(() => {
  layer.remove();
  map.remove();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const drawnCount = () => document.querySelectorAll('.leaflet-marker-icon').length;
const worker = () => FakeWorker.made[0] as FakeWorker;

describe("the map's clusters, in a worker of their own (docs/performance.md)", () => {
  it('are built and found in the worker, the markers drawn when it answers', async () => {
    layer.set(many, true);
    expect(worker().url.toString()).toMatch(/cluster-worker/);
    const [load, view] = worker().requests;
    expect(load?.type).toBe('load');
    expect(load?.type === 'load' && load.coordinates.length).toBe(5000);
    expect(view?.type).toBe('view');
    expect(drawnCount()).toBe(0);
    worker().answer();
    await vi.waitFor(() => expect(drawnCount()).toBeGreaterThan(0));
    // Clustered: far fewer drawn than the 2,500 markers.
    expect(drawnCount()).toBeLessThan(100);
  });

  it('draws only the answer to the latest view: an earlier one, late, is dropped', async () => {
    layer.set(many, true);
    worker().answer();
    await vi.waitFor(() => expect(drawnCount()).toBeGreaterThan(0));
    const before = worker().requests.length;
    map.setView([22.775, 121.125], 15, { animate: false });
    await vi.waitFor(() => expect(worker().requests.length).toBe(before + 1));
    map.setView([22.775, 121.125], 8, { animate: false });
    await vi.waitFor(() => expect(worker().requests.length).toBe(before + 2));
    worker().answer(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() =>
      expect(document.querySelector('.leaflet-marker-icon')?.getAttribute('aria-label')).toBe(
        '2500 places here',
      ),
    );
    expect(drawnCount()).toBe(1);
  });

  it('past the clusters, draws the markers near the view at once, each alone', () => {
    layer.set(many, true);
    map.setView([22.775, 121.125], 18, { animate: false });
    layer.render();
    expect(drawnCount()).toBeGreaterThan(0);
    expect(document.querySelector('.map-marker--cluster')).toBeNull();
  });

  it('are found on the page when the worker cannot start', async () => {
    layer.set(many, true);
    worker().onerror?.(new Event('error'));
    await vi.waitFor(() => expect(drawnCount()).toBeGreaterThan(0));
    expect(worker().terminated).toBe(true);
  });
});
