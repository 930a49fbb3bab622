import * as L from 'leaflet';
import type { MapSettings } from '@ecg/domain/contracts';

/** Text for Leaflet's attribution line, which it writes as HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tile layer of the configured tile server (docs/map.md, Tiles), with its attribution linked;
 * undefined when the deployment turned tiles off, and the basemap is the whole map.
 */
export function tileLayerOf(settings: MapSettings | undefined): L.TileLayer | undefined {
  if (!settings?.tileUrl) return undefined;
  const holder = settings.attributionUrl
    ? `<a href="${escapeHtml(settings.attributionUrl)}">${escapeHtml(settings.attribution)}</a>`
    : escapeHtml(settings.attribution);
  return L.tileLayer(settings.tileUrl, {
    subdomains: settings.subdomains || 'abc',
    maxZoom: settings.maxZoom,
    attribution: holder,
    // A CORS answer, not an opaque one: the service worker can tell a tile from a failure.
    crossOrigin: 'anonymous',
  });
}
