import { useEffect, useEffectEvent, useRef, useState } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { haversineKm, type LatLng } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { basemapLayer, createBasemapPanes, TOWNSHIP_NAMES_ZOOM } from './basemap-layer';
import { useBasemap } from './get-basemap';
import { useMapSettings } from './get-map-settings';
import { escapeHtml, tileLayerOf } from './tile-layer';
import './place-picker.css';

/** Close enough to tell one pavilion of a trail from the next. */
const PICK_ZOOM = 16;
/** Six decimals are about 10 cm: finer than any phone knows where it is. */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

interface PlacePickerMapProps {
  lang: ContentLang;
  /** The point chosen so far, which the map moves to when it is set from elsewhere. */
  point: LatLng | undefined;
  /** Where the map opens when nothing is chosen yet: the visitor's position, or the default. */
  start: LatLng;
  label: string;
  onPick: (point: LatLng) => void;
}

/**
 * A small map to put a place under a pin (docs/map.md): the pin stays in the
 * middle and the map moves under it, by finger, by tapping a spot, or by the arrow keys once
 * the map has the focus; the point under the pin is the one chosen. Tiles as configured, our
 * basemap under them, so it is never blank offline. In its own chunk, with Leaflet.
 */
export default function PlacePickerMap({ lang, point, start, label, onPick }: PlacePickerMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map>();
  const settings = useMapSettings(lang).data;
  const basemap = useBasemap(lang).data;
  const picked = useEffectEvent((at: L.LatLng) =>
    onPick({ lat: rounded(at.lat), lng: rounded(at.lng) }),
  );
  const opening = useRef(point ?? start);
  // A move the app makes to a point given (the visitor's position) keeps that exact point.
  const movingByApp = useRef(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const { lat, lng } = opening.current;
    const made = L.map(container, { center: [lat, lng], zoom: PICK_ZOOM, keyboard: true });
    made.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    createBasemapPanes(made);
    const markZoom = () =>
      container.classList.toggle('map--far', made.getZoom() < TOWNSHIP_NAMES_ZOOM);
    made.on('zoomend', markZoom);
    made.on('moveend', () => {
      if (!movingByApp.current) picked(made.getCenter());
    });
    made.on('click', (event: L.LeafletMouseEvent) => made.panTo(event.latlng));
    markZoom();
    picked(made.getCenter());
    setMap(made);
    return () => void made.remove();
  }, []);

  useEffect(() => {
    const tiles = tileLayerOf(settings);
    if (!map || !tiles || !settings) return undefined;
    tiles.addTo(map);
    map.setMaxZoom(settings.maxZoom);
    return () => void tiles.remove();
  }, [map, settings]);

  useEffect(() => {
    if (!map || !basemap) return undefined;
    const layer = basemapLayer(basemap).addTo(map);
    const attribution = escapeHtml(basemap.attribution);
    map.attributionControl.addAttribution(attribution);
    return () => {
      layer.remove();
      map.attributionControl.removeAttribution(attribution);
    };
  }, [map, basemap]);

  // A point set elsewhere (the visitor's position) brings the map to it.
  useEffect(() => {
    if (!map || !point) return;
    const centre = map.getCenter();
    if (haversineKm(point, { lat: centre.lat, lng: centre.lng }) * 1000 < 1) return;
    movingByApp.current = true;
    map.setView([point.lat, point.lng], Math.max(map.getZoom(), PICK_ZOOM), { animate: false });
    movingByApp.current = false;
  }, [map, point]);

  return (
    <div className="place-map">
      <div ref={containerRef} className="place-map__map" aria-label={label} />
      <span className="place-map__pin" aria-hidden="true" />
    </div>
  );
}
