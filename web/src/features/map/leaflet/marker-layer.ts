import * as L from 'leaflet';
import type { PlacedMarker } from '../layer-markers';
import { CLUSTER_MAX_ZOOM, type Box, type Drawn, type DrawnCluster } from './cluster-index';
import { Clusters } from './clusters';
import { clusterIcon, labelWhenDrawn, leafIcon } from './marker-icons';

export { CLUSTER_MAX_ZOOM };

export interface MarkerLayerHooks {
  /** The accessible name of a marker and of a cluster. */
  labelOf: (marker: PlacedMarker) => string;
  clusterLabel: (count: number) => string;
  /** A marker was drawn (again): the caller binds its popup. */
  drawn: (marker: PlacedMarker, leaflet: L.Marker) => void;
}

interface Wanted {
  key: string;
  make: () => L.Marker;
}

/**
 * The markers of a layer, clustered with supercluster so thousands stay smooth: only what is
 * in view is in the page, and markers still in view are kept from one move to the next (an
 * open popup stays open). Every marker and cluster is a button, reached by Tab. The clusters
 * are made and found in the map's worker (clusters.ts): building them for 5,000 markers, and
 * finding those of each view, were long tasks on a slow phone (docs/performance.md).
 */
export class MarkerLayer {
  private readonly group = L.layerGroup();
  private markers: PlacedMarker[] = [];
  private clustered = false;
  private clusters: Clusters | undefined;
  /** The latest view asked of the clusters: an answer to an earlier one is not drawn. */
  private asked = 0;
  private readonly drawn = new Map<string, L.Marker>();
  /** One marker of each cluster drawn (its place in the layer), by the cluster's key. */
  private readonly clusterLeaves = new Map<string, number>();
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
    this.clustered = clustered;
    if (clustered) {
      const coordinates = new Float64Array(markers.length * 2);
      markers.forEach(({ lat, lng }, index) => {
        coordinates[index * 2] = lng;
        coordinates[index * 2 + 1] = lat;
      });
      this.clusters ??= new Clusters();
      this.clusters.load(coordinates);
    }
    this.group.clearLayers();
    this.drawn.clear();
    this.clusterLeaves.clear();
    void this.render();
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

  /**
   * What the view draws when it is known at once: every marker of a layer not clustered, or,
   * zoomed in past the clusters, the markers near the view, each alone (as supercluster would
   * answer there), so a marker the app opens is drawn in the same task.
   */
  private visibleNow(): Wanted[] | undefined {
    if (!this.clustered) return this.markers.map((marker) => this.leafWanted(marker));
    if (Math.round(this.map.getZoom()) <= CLUSTER_MAX_ZOOM) return undefined;
    const [west, south, east, north] = this.box();
    return this.markers
      .filter(({ lat, lng }) => lat >= south && lat <= north && lng >= west && lng <= east)
      .map((marker) => this.leafWanted(marker));
  }

  /** The view and a quarter more on each side: a short pan finds its markers drawn already. */
  private box(): Box {
    const bounds = this.map.getBounds().pad(0.25);
    return [
      Math.max(-180, bounds.getWest()),
      Math.max(-85, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(85, bounds.getNorth()),
    ];
  }

  private leafWanted(marker: PlacedMarker): Wanted {
    return { key: `m:${marker.id}`, make: () => this.leaf(marker) };
  }

  private wantedOf(drawn: Drawn): Wanted | undefined {
    if ('marker' in drawn) {
      const marker = this.markers[drawn.marker];
      return marker ? this.leafWanted(marker) : undefined;
    }
    const key = `c:${drawn.cluster}`;
    return {
      key,
      make: () => {
        this.clusterLeaves.set(key, drawn.leaf);
        return this.cluster(drawn);
      },
    };
  }

  /**
   * After a move, the markers are drawn in a task of their own: the task that ends a pan has the
   * frame to draw already, and both together were a long task on a slow phone.
   */
  private renderSoon(): void {
    if (this.pending !== undefined) return;
    this.pending = window.setTimeout(() => void this.render(), 0);
  }

  /**
   * Draws what is in view now, at once where it is known without the clusters (the app may need
   * a marker at once, to open its popup), else once the clusters have answered; settles then.
   */
  render(): Promise<void> {
    window.clearTimeout(this.pending);
    this.pending = undefined;
    this.asked += 1;
    const now = this.visibleNow();
    if (now) {
      this.draw(now);
      return Promise.resolve();
    }
    const asked = this.asked;
    const clusters = this.clusters;
    if (!clusters) return Promise.resolve();
    return clusters.view(this.box(), Math.round(this.map.getZoom())).then((drawn) => {
      // A later move asked again, or the layer changed: that answer draws.
      if (!drawn || asked !== this.asked) return;
      this.draw(drawn.flatMap((one) => this.wantedOf(one) ?? []));
    });
  }

  /**
   * A marker or cluster that held the focus and is gone gives it to what replaced it, or to the
   * map: never to <body>, where a keyboard's next Tab would start the page over.
   */
  private draw(wanted: Wanted[]): void {
    const active = document.activeElement;
    const keys = new Set(wanted.map(({ key }) => key));
    for (const [key, marker] of this.drawn) {
      if (keys.has(key)) continue;
      this.group.removeLayer(marker);
      this.drawn.delete(key);
      this.clusterLeaves.delete(key);
    }
    for (const { key, make } of wanted) {
      if (this.drawn.has(key)) continue;
      const marker = make();
      marker.addTo(this.group);
      this.drawn.set(key, marker);
    }
    // An opened cluster, hidden with the other markers while the map zooms, has already lost the
    // focus to <body> by the time it goes.
    const lost =
      !(active instanceof HTMLElement) ||
      !active.isConnected ||
      (this.refocus !== undefined && active === document.body);
    if (!lost) return;
    const next = this.refocus?.() ?? this.map.getContainer();
    this.refocus = undefined;
    next.focus({ preventScroll: true });
  }

  private leaf(marker: PlacedMarker): L.Marker {
    const busHere = marker.type === 'bus-here';
    const leaflet = L.marker([marker.lat, marker.lng], {
      icon: leafIcon(marker),
      keyboard: true,
      // A bus is drawn over the stop it is at.
      ...(busHere ? { zIndexOffset: 1000 } : {}),
    });
    labelWhenDrawn(leaflet, () => this.hooks.labelOf(marker));
    this.hooks.drawn(marker, leaflet);
    return leaflet;
  }

  private cluster({ cluster, count, lat, lng }: DrawnCluster): L.Marker {
    const leaflet = L.marker([lat, lng], {
      icon: clusterIcon(count),
      keyboard: true,
    });
    const open = () => {
      const clusters = this.clusters;
      void clusters?.open(cluster).then((opened) => {
        if (!opened || this.clusters !== clusters) return;
        const zoom = Math.min(opened.zoom, this.map.getMaxZoom());
        // The cluster goes once zoomed in: the focus goes to the first of its places then drawn.
        const inside = new Set(opened.leaves);
        this.refocus = () => this.firstDrawn(inside);
        this.map.setView([lat, lng], zoom);
      });
    };
    labelWhenDrawn(leaflet, () => this.hooks.clusterLabel(count));
    leaflet.on('click', open);
    leaflet.on('keydown', ({ originalEvent }) => {
      if (originalEvent.key !== 'Enter' && originalEvent.key !== ' ') return;
      originalEvent.preventDefault();
      open();
    });
    return leaflet;
  }

  /** Of the markers and clusters drawn, the first in the page holding one of these markers. */
  private firstDrawn(points: ReadonlySet<number>): HTMLElement | undefined {
    const ids = new Set([...points].map((point) => this.markers[point]?.id));
    let first: HTMLElement | undefined;
    for (const [key, marker] of this.drawn) {
      const element = marker.getElement();
      const inside = key.startsWith('m:')
        ? ids.has(key.slice(2))
        : points.has(this.clusterLeaves.get(key) ?? -1);
      if (!element || !inside) continue;
      if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)
        first = element;
    }
    return first;
  }

  remove(): void {
    window.clearTimeout(this.pending);
    this.clusters?.stop();
    this.clusters = undefined;
    this.map.off('moveend', this.renderSoon, this);
    this.group.remove();
  }
}
