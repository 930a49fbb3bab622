import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Basemap, MapSettings } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import { DEFAULT_MAP_ZOOM, ROUTE_LINE } from '@ecg/domain/rules/map-markers';
import type { MarkerPlace, PlacedMarker } from '../layer-markers';
import { opensPopup, popupContent, type PlaceLink, type PopupTexts } from '../popup-content';
import { basemapLayer, createBasemapPanes, TOWNSHIP_NAMES_ZOOM } from '@/widgets/map/basemap-layer';
import { escapeHtml, tileLayerOf } from '@/widgets/map/tile-layer';
import { stopClickAfterDrag } from './drag-click';
import { createLeafletMap } from './leaflet-map';
import { CLUSTER_MAX_ZOOM, MarkerLayer } from './marker-layer';
import { PopupFocus } from './popup-focus';
import { UserMarker } from './user-marker';

export interface PanelMapTexts extends PopupTexts {
  markerLabel: (marker: PlacedMarker) => string;
  clusterLabel: (count: number) => string;
  mapLabel: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: (name: string) => string;
}

export interface PanelMapEvents {
  /** The marker whose popup is open, or undefined when it closes. */
  popupChanged: (id: string | undefined) => void;
  /**
   * The visitor moved the map so far that the centre searched is no longer in the middle of
   * the view: the layer may be searched here (the new centre), or undefined once it is again.
   */
  areaChanged: (centre: LatLng | undefined) => void;
  /** The view changed: which markers are in it. */
  viewChanged: (inView: PlacedMarker[]) => void;
  /** Asked as a popup opens: the link to a place's page, from the address the map is over. */
  placeLink: (place: MarkerPlace) => PlaceLink;
  /** Asked as a bus stop's popup opens: the link to its next buses, if it has one. */
  busStopLink?: (marker: PlacedMarker) => PlaceLink | undefined;
}

/** Fitting never zooms closer than this: one marker alone is shown with its surroundings. */
const FIT_MAX_ZOOM = 15;
const FIT_PADDING: L.PointExpression = [32, 32];

/**
 * The map of the panel, over Leaflet (docs/map.md): tiles as configured, our
 * own basemap under them, the layer's markers clustered, a tour day's route line, and the
 * visitor's own marker. React drives it through these methods; it reports back by events.
 */
export class PanelMap {
  readonly map: L.Map;
  private readonly markers: MarkerLayer;
  private readonly user: UserMarker;
  private readonly popupFocus: PopupFocus;
  private readonly zoom: L.Control.Zoom;
  private readonly sizeWatch: ResizeObserver;
  private tiles: L.TileLayer | undefined;
  private basemap: L.LayerGroup | undefined;
  private route: L.Polyline | undefined;
  private attributions: string[] = [];
  private fitted = false;
  private movingByApp = false;
  private readonly dragClicks: () => void;
  private openPopup: string | undefined;
  private from: LatLng;
  private searched: LatLng;

  constructor(
    container: HTMLElement,
    centre: LatLng,
    private texts: PanelMapTexts,
    private readonly events: PanelMapEvents,
  ) {
    this.from = centre;
    this.searched = centre;
    const { map, zoom } = createLeafletMap(container, centre, texts);
    this.map = map;
    this.zoom = zoom;
    container.setAttribute('aria-label', texts.mapLabel);
    createBasemapPanes(this.map);
    this.markers = new MarkerLayer(this.map, {
      labelOf: (marker) => this.texts.markerLabel(marker),
      clusterLabel: (count) => this.texts.clusterLabel(count),
      drawn: (marker, leaflet) => this.bindPopup(marker, leaflet),
    });
    this.user = new UserMarker(this.map);
    this.popupFocus = new PopupFocus(this.map, {
      markerElement: (id) => this.markers.drawnMarker(id)?.getElement(),
      closeLabel: (name) => this.texts.closePopup(name),
    });
    this.dragClicks = stopClickAfterDrag(this.map);
    this.map.on('zoomend', this.markZoom, this);
    this.map.on('moveend', this.moved, this);
    this.map.on('popupopen popupclose', (event) => {
      const { type, popup } = event as L.PopupEvent;
      this.openPopup =
        type === 'popupopen' ? (popup.options as { markerId?: string }).markerId : undefined;
      this.events.popupChanged(this.openPopup);
    });
    this.markZoom();
    // The panel's <dialog> is laid out only once it is shown, after React's effects have run: the
    // map measures itself whenever its box changes (shown, rotated), never while it has no box.
    this.sizeWatch = new ResizeObserver(() => this.resize());
    this.sizeWatch.observe(container);
  }

  setTexts(texts: PanelMapTexts): void {
    if (texts === this.texts) return;
    this.texts = texts;
    // Leaflet names the zoom buttons once: they follow the visitor's language.
    const buttons = this.zoom.getContainer()?.querySelectorAll('a') ?? [];
    const names = [texts.zoomIn, texts.zoomOut];
    buttons.forEach((button, index) => {
      button.title = names[index] ?? '';
      button.setAttribute('aria-label', button.title);
    });
  }

  /** The tile server of the settings; none (null, or no settings) leaves the basemap alone. */
  setTiles(settings: MapSettings | undefined): void {
    this.tiles?.remove();
    this.tiles = undefined;
    if (!settings?.tileUrl) return;
    this.tiles = tileLayerOf(settings)?.addTo(this.map);
    this.map.setMaxZoom(settings.maxZoom);
  }

  setBasemap(basemap: Basemap | undefined): void {
    this.basemap?.remove();
    this.basemap = undefined;
    if (basemap) this.basemap = basemapLayer(basemap).addTo(this.map);
    this.setAttributions(this.attributions, basemap?.attribution);
  }

  /** The layer's own sources and the basemap's, in the attribution line. */
  setAttributions(lines: readonly string[], basemap?: string): void {
    const control = this.map.attributionControl;
    for (const line of this.attributions) control.removeAttribution(line);
    this.attributions = [...lines, ...(basemap ? [basemap] : [])].map(escapeHtml);
    for (const line of this.attributions) control.addAttribution(line);
  }

  /**
   * New markers; after refit (a new layer, the panel opened) the view fits them all, as soon as
   * the map has its size: a fit measured in a hidden box shows open sea.
   */
  setMarkers(markers: PlacedMarker[], clustered: boolean): void {
    this.markers.set(markers, clustered);
    this.fit();
    this.events.viewChanged(this.markers.inView());
  }

  /** The next markers fit the view again (requirements §4: on close the fit flag is reset). */
  refit(): void {
    this.fitted = false;
  }

  setRoute(points: readonly LatLng[] | undefined): void {
    this.route?.remove();
    this.route =
      points && points.length > 1
        ? L.polyline(
            points.map(({ lat, lng }) => [lat, lng]),
            {
              color: ROUTE_LINE.color,
              weight: ROUTE_LINE.weight,
              interactive: false,
            },
          ).addTo(this.map)
        : undefined;
  }

  /** The centre the layer was searched around. */
  setSearched(centre: LatLng): void {
    this.searched = centre;
    this.events.areaChanged(undefined);
  }

  setVisitor(position: LatLng): void {
    this.from = position;
  }

  centreAt(centre: LatLng): void {
    this.byApp(() =>
      this.map.setView([centre.lat, centre.lng], DEFAULT_MAP_ZOOM, { animate: false }),
    );
  }

  /** The recentre button: to the visitor, whose marker bounces and hides once the map moves away. */
  recentre(): void {
    this.byApp(() =>
      this.map.setView(
        [this.from.lat, this.from.lng],
        Math.max(this.map.getZoom(), DEFAULT_MAP_ZOOM),
        { animate: false },
      ),
    );
    this.user.show(this.from);
  }

  /**
   * The marker of an id, zoomed to until it stands alone, its popup open and focused; false when
   * the layer has no such marker.
   */
  openMarker(id: string): boolean {
    const marker = this.markers.find(id);
    if (!marker) return false;
    // The view is the marker's now: a fit still owed (the box not yet measured) would undo it.
    this.fitted = true;
    const zoom = Math.max(
      this.map.getZoom(),
      Math.min(CLUSTER_MAX_ZOOM + 1, this.map.getMaxZoom()),
    );
    this.byApp(() => this.map.setView([marker.lat, marker.lng], zoom, { animate: false }));
    // Past the clusters' zoom the marker is drawn at once; a map that cannot zoom so far waits
    // for the clusters (marker-layer.ts).
    void this.markers.render().then(() => {
      const drawn = this.markers.drawnMarker(id);
      if (!drawn) return;
      if (opensPopup(marker)) this.popupFocus.openFocused(drawn);
      else drawn.getElement()?.focus({ preventScroll: true });
    });
    return true;
  }

  /** Closes the open popup; false when none was open. */
  closePopup(): boolean {
    const wasOpen = this.openPopup !== undefined;
    this.map.closePopup();
    return wasOpen;
  }

  /**
   * The map takes the size of its box, keeping its centre, and makes the fit still owed; a box
   * with no size (the panel closed or not yet laid out) is left alone, as Leaflet would keep a
   * zero size and put every position at the top-left corner until the window is resized.
   */
  resize(): void {
    if (!this.hasSize()) return;
    this.map.invalidateSize({ animate: false });
    this.fit();
  }

  destroy(): void {
    this.dragClicks();
    this.sizeWatch.disconnect();
    this.popupFocus.remove();
    this.markers.remove();
    this.map.remove();
  }

  private bindPopup(marker: PlacedMarker, leaflet: L.Marker): void {
    if (!opensPopup(marker)) return;
    const linkOf = (place: MarkerPlace) => this.events.placeLink(place);
    this.popupFocus.bind(leaflet, marker.id, () =>
      popupContent(marker, this.from, this.texts, linkOf, this.events.busStopLink),
    );
  }

  private hasSize(): boolean {
    const box = this.map.getContainer();
    return box.clientWidth > 0 && box.clientHeight > 0;
  }

  private fit(): void {
    const bounds = this.markers.bounds();
    if (this.fitted || !bounds || !this.hasSize()) return;
    this.fitted = true;
    this.byApp(() =>
      this.map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false }),
    );
  }

  private byApp(move: () => void): void {
    this.movingByApp = true;
    try {
      move();
    } finally {
      this.movingByApp = false;
    }
  }

  private moved(): void {
    this.events.viewChanged(this.markers.inView());
    if (this.movingByApp) return;
    const middle = this.map.getBounds().pad(-0.25);
    const { lat, lng } = this.map.getCenter();
    this.events.areaChanged(
      middle.contains([this.searched.lat, this.searched.lng]) ? undefined : { lat, lng },
    );
  }

  private readonly markZoom = () =>
    this.map.getContainer().classList.toggle('map--far', this.map.getZoom() < TOWNSHIP_NAMES_ZOOM);
}
