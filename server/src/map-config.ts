import type { MapSettings } from '@ecg/domain/contracts';

/**
 * OpenStreetMap's standard tiles, at the address its tile usage policy asks for (one host, no
 * {s} subdomains since 2023). The app asks only for the tiles a visitor looks at and keeps only
 * those (docs/map.md, Tiles), as the policy requires; it never fetches an area ahead.
 */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
export const OSM_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';
/** The deepest zoom OpenStreetMap's standard layer draws. */
export const OSM_MAX_ZOOM = 19;

/** What Leaflet fills in a tile template; anything else in braces would reach the server raw. */
const TEMPLATE_FIELDS = new Set(['s', 'z', 'x', 'y', 'r']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const ATTRIBUTION_MAX_LENGTH = 300;

/** Tiles come over https; plain http only from this machine, for a local tile server in tests. */
function checkScheme(name: string, url: URL): void {
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return;
  throw new Error(`${name} must be an https address (http only on localhost), not "${url.href}"`);
}

function tileUrlOf(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return OSM_TILE_URL;
  if (text === 'none') return null;
  const fields = [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
  const unknown = fields.find((field) => !TEMPLATE_FIELDS.has(field));
  if (unknown !== undefined) {
    throw new Error(
      `MAP_TILE_URL has {${unknown}}, which a map cannot fill: use {z} {x} {y} {s} {r}`,
    );
  }
  for (const field of ['z', 'x', 'y']) {
    if (!fields.includes(field)) {
      throw new Error(`MAP_TILE_URL must hold {z}, {x} and {y}; "${text}" has no {${field}}`);
    }
  }
  let url: URL;
  try {
    url = new URL(text.replace(/\{([a-z])\}/g, '$1'));
  } catch {
    throw new Error(`MAP_TILE_URL must be an absolute https address, not "${text}"`);
  }
  checkScheme('MAP_TILE_URL', url);
  return text;
}

function subdomainsOf(value: string | undefined, tileUrl: string | null): string {
  const text = value?.trim() ?? '';
  const wantsSubdomains = tileUrl?.includes('{s}') ?? false;
  if (text !== '' && !/^[a-z0-9]+$/i.test(text)) {
    throw new Error(
      `MAP_TILE_SUBDOMAINS must be letters or digits, one a subdomain (abc), not "${text}"`,
    );
  }
  if (wantsSubdomains && text === '') {
    throw new Error('MAP_TILE_SUBDOMAINS must say what {s} of MAP_TILE_URL takes, e.g. abc');
  }
  if (!wantsSubdomains && text !== '') {
    throw new Error('MAP_TILE_SUBDOMAINS is set but MAP_TILE_URL has no {s}');
  }
  return text;
}

function attributionOf(value: string | undefined, tileUrl: string | null): string {
  const text = value?.trim();
  if (text === undefined || text === '') return tileUrl === null ? '' : OSM_ATTRIBUTION;
  if (/[<>]/.test(text) || text.length > ATTRIBUTION_MAX_LENGTH) {
    throw new Error(
      `MAP_TILE_ATTRIBUTION must be plain text (no < or >) of at most ${ATTRIBUTION_MAX_LENGTH} characters`,
    );
  }
  return text;
}

function attributionUrlOf(value: string | undefined, tileUrl: string | null): string | undefined {
  const text = value?.trim();
  if (text === undefined || text === '') return tileUrl === null ? undefined : OSM_ATTRIBUTION_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`MAP_TILE_ATTRIBUTION_URL must be an absolute https address, not "${text}"`);
  }
  checkScheme('MAP_TILE_ATTRIBUTION_URL', url);
  return url.href;
}

function maxZoomOf(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return OSM_MAX_ZOOM;
  const zoom = Number(text);
  if (!Number.isInteger(zoom) || zoom < 1 || zoom > 22) {
    throw new Error(`MAP_MAX_ZOOM must be a whole number from 1 to 22, not "${text}"`);
  }
  return zoom;
}

/** The map's tile server (README, Configuration; docs/map.md): a bad value stops start-up. */
export function readMapSettings(env: NodeJS.ProcessEnv): MapSettings {
  const tileUrl = tileUrlOf(env.MAP_TILE_URL);
  const attributionUrl = attributionUrlOf(env.MAP_TILE_ATTRIBUTION_URL, tileUrl);
  return {
    tileUrl,
    subdomains: subdomainsOf(env.MAP_TILE_SUBDOMAINS, tileUrl),
    attribution: attributionOf(env.MAP_TILE_ATTRIBUTION, tileUrl),
    ...(attributionUrl ? { attributionUrl } : {}),
    maxZoom: maxZoomOf(env.MAP_MAX_ZOOM),
  };
}

/**
 * The origins the browser fetches tiles from, one per subdomain: the page loads them as
 * pictures and the service worker fetches them to keep them, so both img-src and connect-src
 * must allow them.
 */
export function tileOrigins({ tileUrl, subdomains }: MapSettings): string[] {
  if (tileUrl === null) return [];
  const letters = tileUrl.includes('{s}') ? [...subdomains] : [''];
  const origins = letters.map(
    (letter) => new URL(tileUrl.replace('{s}', letter).replace(/\{([a-z])\}/g, '$1')).origin,
  );
  return [...new Set(origins)];
}
