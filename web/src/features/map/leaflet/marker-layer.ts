import * as L from 'leaflet';
import Supercluster from 'supercluster';
import type { PlacedMarker } from '../layer-markers';

/** Above this zoom every marker stands alone; below it, near ones are drawn as one. */
export const CLUSTER_MAX_ZOOM = 16;
const CLUSTER_RADIUS_PX = 56;
const MARKER_SIZE_PX = 30;

export interface MarkerLayerHooks {
  /** The accessible name of a marker and of a cluster. */
  labelOf: (marker: PlacedMarker) => string;
  clusterLabel: (count: number) => string;
  /** A marker was drawn (again): the caller binds its popup. */
  drawn: (marker: PlacedMarker, leaflet: L.Marker) => void;
}

type Point = Supercluster.PointFeature<{ index: number }>;

const iconOf = (className: string, text: string) => {
  const inner = document.createElement('span');
  inner.className = 'map-marker__face';
  inner.textContent = text;
  return L.divIcon({
    className,
    html: inner,
    iconSize: [MARKER_SIZE_PX, MARKER_SIZE_PX],
    popupAnchor: [0, -MARKER_SIZE_PX / 2],
  });
};

/**
 * The markers of a layer, clustered with supercluster so thousands stay smooth: only what is
 * in view is in the page, and markers still in view are kept from one move to the next (an
 * open popup stays open). Every marker and cluster is a button, reached by Tab.
 */
export class MarkerLayer {
  private readonly group = L.layerGroup();
  private markers: PlacedMarker[] = [];
  private index: Supercluster<{ index: number }> | undefined;
  private readonly drawn = new Map<string, L.Marker>();
  private pending: number | undefined;
  /** Where the focus goes when the element holding it is drawn no more (an opened cluster). */
  private refocus: (() => HTMLElement | undefined) | undefined;

  constructor(
    private readonly map: L.Map,
    private readonly hooks: MarkerLayerHooks,
  ) {
    this.group.addTo(map);
    map.on('moveend', this.renderSoon, this);
  }

  /** `clustered` false: every marker stands alone (a tour's few numbered stops). */
  set(markers: PlacedMarker[], clustered: boolean): void {
    this.markers = markers;
    this.index = undefined;
    if (clustered) {
      const points: Point[] = markers.map((marker, index) => ({
        type: 'Feature',
        properties: { index },
        geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
      }));
      this.index = new Supercluster<{ index: number }>({
        radius: CLUSTER_RADIUS_PX,
        maxZoom: CLUSTER_MAX_ZOOM,
      }).load(points);
    }
    this.group.clearLayers();
    this.drawn.clear();
    this.render();
  }

  bounds(): L.LatLngBounds | undefined {
    if (this.markers.length === 0) return undefined;
    return L.latLngBounds(this.markers.map(({ lat, lng }) => [lat, lng]));
  }

  /** The markers whose place is in view, in the layer's order (numbers only: thousands, each move). */
  inView(): PlacedMarker[] {
    const bounds = this.map.getBounds();
    const south = bounds.getSouth();
    const north = bounds.getNorth();
    const west = bounds.getWest();
    const east = bounds.getEast();
    return this.markers.filter(
      ({ lat, lng }) => lat >= south && lat <= north && lng >= west && lng <= east,
    );
  }

  find(id: string): PlacedMarker | undefined {
    return this.markers.find((marker) => marker.id === id);
  }

  /** The drawn marker of an id, once it stands alone in view. */
  drawnMarker(id: string): L.Marker | undefined {
    return this.drawn.get(`m:${id}`);
  }

  private visible(): { key: string; make: () => L.Marker }[] {
    if (!this.index) {
      return this.markers.map((marker) => ({
        key: `m:${marker.id}`,
        make: () => this.leaf(marker),
      }));
    }
    const zoom = Math.round(this.map.getZoom());
    const bounds = this.map.getBounds().pad(0.25);
    const box: [number, number, number, number] = [
      Math.max(-180, bounds.getWest()),
      Math.max(-85, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(85, bounds.getNorth()),
    ];
    return this.index.getClusters(box, zoom).map((feature) => {
      const properties = feature.properties as Partial<Supercluster.ClusterProperties> & {
        index?: number;
      };
      if (properties.cluster && properties.cluster_id !== undefined) {
        const id = properties.cluster_id;
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        return {
          key: `c:${id}`,
          make: () => this.cluster(id, properties.point_count ?? 0, lat, lng),
        };
      }
      const marker = this.markers[properties.index ?? -1] as PlacedMarker;
      return { key: `m:${marker.id}`, make: () => this.leaf(marker) };
    });
  }

  /**
   * After a move, the markers are drawn in a task of their own: the task that ends a pan has the
   * frame to draw already, and both together were a long task on a slow phone.
   */
  private renderSoon(): void {
    if (this.pending !== undefined) return;
    this.pending = window.setTimeout(() => this.render(), 0);
  }

  /**
   * Draws what is in view now: the app may need a marker at once, to open its popup. A marker
   * or cluster that held the focus and is gone gives it to what replaced it, or to the map:
   * never to <body>, where a keyboard's next Tab would start the page over.
   */
  render(): void {
    window.clearTimeout(this.pending);
    this.pending = undefined;
    const active = document.activeElement;
    this.draw();
    if (!(active instanceof HTMLElement) || active.isConnected) return;
    const next = this.refocus?.() ?? this.map.getContainer();
    this.refocus = undefined;
    next.focus({ preventScroll: true });
  }

  private draw(): void {
    const wanted = this.visible();
    const keys = new Set(wanted.map(({ key }) => key));
    for (const [key, marker] of this.drawn) {
      if (keys.has(key)) continue;
      this.group.removeLayer(marker);
      this.drawn.delete(key);
    }
    for (const { key, make } of wanted) {
      if (this.drawn.has(key)) continue;
      const marker = make();
      marker.addTo(this.group);
      this.drawn.set(key, marker);
    }
  }

  private leaf(marker: PlacedMarker): L.Marker {
    const number =
      marker.type === 'trip-stop' && marker.idx !== undefined ? String(marker.idx) : '';
    const leaflet = L.marker([marker.lat, marker.lng], {
      icon: iconOf(`map-marker map-marker--${marker.type}`, number),
      keyboard: true,
    });
    leaflet.on('add', () =>
      leaflet.getElement()?.setAttribute('aria-label', this.hooks.labelOf(marker)),
    );
    this.hooks.drawn(marker, leaflet);
    return leaflet;
  }

  private cluster(id: number, count: number, lat: number, lng: number): L.Marker {
    const leaflet = L.marker([lat, lng], {
      icon: iconOf('map-marker map-marker--cluster', String(count)),
      keyboard: true,
    });
    const open = () => {
      const index = this.index;
      if (!index) return;
      const zoom = Math.min(index.getClusterExpansionZoom(id), this.map.getMaxZoom());
      // The cluster goes once zoomed in: the focus goes to the first of its places then drawn.
      const inside = new Set(index.getLeaves(id, Infinity).map((leaf) => leaf.properties.index));
      this.refocus = () => (this.index === index ? this.firstDrawn(index, inside) : undefined);
      this.map.setView([lat, lng], zoom);
    };
    leaflet.on('add', () =>
      leaflet.getElement()?.setAttribute('aria-label', this.hooks.clusterLabel(count)),
    );
    leaflet.on('click', open);
    leaflet.on('keydown', ({ originalEvent }) => {
      if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
      originalEvent.preventDefault();
      open();
    });
    return leaflet;
  }

  /** Of the markers and clusters drawn, the first in the page holding one of these points. */
  private firstDrawn(
    index: Supercluster<{ index: number }>,
    points: ReadonlySet<number>,
  ): HTMLElement | undefined {
    const ids = new Set([...points].map((point) => this.markers[point]?.id));
    let first: HTMLElement | undefined;
    for (const [key, marker] of this.drawn) {
      const element = marker.getElement();
      const inside = key.startsWith('m:')
        ? ids.has(key.slice(2))
        : points.has(index.getLeaves(Number(key.slice(2)), 1)[0]?.properties.index ?? -1);
      if (!element || !inside) continue;
      if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
        first = element;
    }
    return first;
  }

  remove(): void {
    window.clearTimeout(this.pending);
    this.map.off('moveend', this.renderSoon, this);
    this.group.remove();
  }
}
