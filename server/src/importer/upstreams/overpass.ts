import { taipeiDate } from '@ecg/domain/rules/datetime';
import { z } from 'zod';
import { fetchUpstreamJson, UpstreamError } from '../../providers/upstream-fetch';
import type { FacilitySeedRecord } from '../../data-files/facility-seed';
import type { AreaTest } from './east-coast-area';
import type { UpstreamImporter } from './import-file';
import { osmAddressOf, osmKindsOf, osmNamesOf, osmPhoneOf } from './osm-tags';

export const OVERPASS_URL = 'https://overpass-api.de/api/interpreter';
const PROVIDER = 'Overpass';
/** The public instances ask every client to say who it is (wiki.openstreetmap.org, Overpass API). */
export const OVERPASS_USER_AGENT =
  "EastCoastGuide-importer/0.1 (travel guide to Taiwan's East Coast; npm run data:import, once per data release)";

/** The two counties asked for in one query, by their ISO 3166-2 codes (Hualien, Taitung). */
export const OVERPASS_QUERY = `[out:json][timeout:180];
area["ISO3166-2"~"^TW-(HUA|TTT)$"]["admin_level"="4"]->.east;
(
  nwr["shop"="convenience"](area.east);
  nwr["amenity"~"^(fuel|police|hospital|toilets|drinking_water|water_point)$"](area.east);
  nwr["drinking_water:refill"="yes"](area.east);
);
out center tags;`;

/** The server may take its 180 s and then send the answer. */
const TIMEOUT_MS = 240_000;
/** Both counties' matches are some thousands of elements of under 1 KB each. */
const MAX_BYTES = 32 * 1024 * 1024;

const position = z.object({ lat: z.number(), lon: z.number() });

/** Overpass's JSON output: `elements` of nodes (lat, lon) and ways and relations (`center`). */
const answerSchema = z.object({
  osm3s: z.object({ timestamp_osm_base: z.string().optional() }).optional(),
  /** Set when the server stopped the query (a timeout, out of memory): the answer is partial. */
  remark: z.string().optional(),
  elements: z.array(
    z.object({
      type: z.enum(['node', 'way', 'relation']),
      id: z.number().int(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: position.optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

export interface OverpassOptions {
  /** `OVERPASS_URL`: the interpreter of another instance, or a local server in tests. */
  url?: string | undefined;
  inArea: AreaTest;
  timeoutMs?: number;
  now?: () => number;
}

export interface OverpassReading {
  records: FacilitySeedRecord[];
  /** When the database the answer was drawn from was last updated (epoch ms), if it says. */
  databaseTime: number | undefined;
}

export function readOverpassAnswer(raw: unknown, inArea: AreaTest): OverpassReading {
  const parsed = answerSchema.safeParse(raw);
  if (!parsed.success) throw new UpstreamError(`${PROVIDER}: the answer is not Overpass JSON`);
  const { remark, elements, osm3s } = parsed.data;
  if (remark && /error/i.test(remark)) {
    throw new UpstreamError(`${PROVIDER}: ${remark.slice(0, 120)}`);
  }
  const databaseTime = Date.parse(osm3s?.timestamp_osm_base ?? '');
  const records = elements.flatMap((element): FacilitySeedRecord[] => {
    const at =
      element.center ??
      (element.lat !== undefined && element.lon !== undefined ? element : undefined);
    const tags = element.tags ?? {};
    if (!at || at.lat === undefined || at.lon === undefined) return [];
    const point = { lat: at.lat, lng: at.lon };
    if (!inArea(point)) return [];
    const address = osmAddressOf(tags);
    const tel = osmPhoneOf(tags);
    // A store that refills bottles is a store and a water point: the second gets its own id.
    return osmKindsOf(tags).map((kind, index) => ({
      id: `osm-${element.type}-${element.id}${index === 0 ? '' : `-${kind}`}`,
      kind,
      name: osmNamesOf(tags, kind),
      ...point,
      ...(address ? { address } : {}),
      ...(tel ? { tel } : {}),
    }));
  });
  return { records, databaseTime: Number.isFinite(databaseTime) ? databaseTime : undefined };
}

/** Convenience stores, fuel, police, hospitals, toilets and drinking water of OpenStreetMap. */
export function overpassImporter({
  url = OVERPASS_URL,
  inArea,
  timeoutMs = TIMEOUT_MS,
  now = Date.now,
}: OverpassOptions): UpstreamImporter {
  return {
    sourceId: 'osm',
    missing: undefined,
    async fetch() {
      const raw = await fetchUpstreamJson(new URL(url), {
        provider: PROVIDER,
        maxBytes: MAX_BYTES,
        timeoutMs,
        headers: { 'user-agent': OVERPASS_USER_AGENT },
        form: new URLSearchParams({ data: OVERPASS_QUERY }),
      });
      const { records, databaseTime } = readOverpassAnswer(raw, inArea);
      return {
        source: {
          id: 'osm',
          name: { zh: 'OpenStreetMap', en: 'OpenStreetMap', ja: 'OpenStreetMap' },
          publisher: 'OpenStreetMap contributors',
          licence: 'ODbL-1.0',
          attribution: '© OpenStreetMap contributors',
          // The day of the database the answer was drawn from, else the day it was fetched.
          date: taipeiDate(databaseTime ?? now()),
          url: 'https://www.openstreetmap.org/copyright',
        },
        records,
      };
    },
  };
}
