import { taipeiDate } from '@ecg/domain/rules/datetime';
import {
  moenvClient,
  moenvField as field,
  MOENV_PROVIDER as PROVIDER,
} from '../../providers/moenv/moenv-client';
import { UpstreamError } from '../../providers/upstream-fetch';
import { coordinate } from '../../content/text';
import type { FacilitySeedRecord } from '../../data-files/facility-seed';
import type { AreaTest } from './east-coast-area';
import type { UpstreamImporter } from './import-file';

/** The national public-toilet registry (全國公廁建檔資料). */
const DATASET = 'fac_p_07';
/** The most records the API gives a page. */
export const MOENV_PAGE_SIZE = 1000;
/** A record is under 1 KB: a page of 1,000 is well under 4 MB. */
const PAGE_MAX_BYTES = 4 * 1024 * 1024;
/** The registry holds some 50,000 toilets: 50 pages; a loop past this is a fault. */
const MAX_PAGES = 200;

const OUR_COUNTIES = new Set(['花蓮縣', '臺東縣']);

export interface MoenvToiletOptions {
  /** `MOENV_API_KEY`; without it the importer does not run. */
  apiKey?: string | undefined;
  /** `MOENV_BASE_URL`: a proxy, or a local server in tests. */
  baseUrl?: string | undefined;
  inArea: AreaTest;
  pageSize?: number;
  timeoutMs?: number;
  now?: () => number;
}

type Row = Record<string, unknown>;

/** The registry's toilets of our two counties, by county and by position. */
export function readToiletRows(rows: Row[], inArea: AreaTest): FacilitySeedRecord[] {
  return rows.flatMap((row): FacilitySeedRecord[] => {
    // The registry writes 台東縣 as often as 臺東縣; Country is its old extracts' spelling.
    const county = (field(row, 'county') || field(row, 'country')).replace(/^台/, '臺');
    const number = field(row, 'number');
    const name = field(row, 'name');
    const point = {
      lat: coordinate(field(row, 'latitude')),
      lng: coordinate(field(row, 'longitude')),
    };
    if (!OUR_COUNTIES.has(county) || !number || !name) return [];
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng) || !inArea(point)) return [];
    const address = field(row, 'address');
    return [
      {
        id: `moenv-toilets-${number}`,
        kind: 'toilet',
        name: { zh: name },
        ...point,
        ...(address ? { address: { zh: address } } : {}),
      },
    ];
  });
}

/** The Ministry of Environment's public-toilet registry, in Hualien and Taitung (fac_p_07). */
export function moenvToiletImporter(options: MoenvToiletOptions): UpstreamImporter {
  const { apiKey, baseUrl, inArea, now = Date.now } = options;
  const client = moenvClient({ apiKey, baseUrl });
  const pageSize = options.pageSize ?? MOENV_PAGE_SIZE;
  return {
    sourceId: 'moenv-toilets',
    missing: apiKey ? undefined : 'no MOENV_API_KEY',
    async fetch() {
      const records = new Map<string, FacilitySeedRecord>();
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const rows = await client.records(DATASET, {
          maxBytes: PAGE_MAX_BYTES,
          query: { limit: String(pageSize), offset: String(page * pageSize) },
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        });
        // A toilet listed twice keeps its first record.
        for (const record of readToiletRows(rows, inArea)) {
          if (!records.has(record.id)) records.set(record.id, record);
        }
        if (rows.length < pageSize) {
          return {
            source: {
              id: 'moenv-toilets',
              name: {
                zh: '全國公廁建檔資料',
                en: 'National public toilet registry',
                ja: '全国公衆トイレ登録データ',
              },
              publisher: '環境部 Ministry of Environment',
              licence: 'OGDL-1.0',
              attribution: 'Ministry of Environment (環境部), Open Government Data License v1.0',
              date: taipeiDate(now()),
              url: 'https://data.moenv.gov.tw/dataset/detail/FAC_P_07',
            },
            records: [...records.values()],
          };
        }
      }
      throw new UpstreamError(`${PROVIDER}: ${DATASET} has more than ${MAX_PAGES} pages`);
    },
  };
}
