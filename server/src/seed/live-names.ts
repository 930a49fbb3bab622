import path from 'node:path';
import { z } from 'zod';
import type { Store } from '../store/core/database';
import type { LiveNameKind, LiveNameTable } from '../store/core/schema';
import { readValidated } from '../data-files/json-files';
import { regionRows, townshipRows } from './geography';
import { syncTable } from './sync-table';

/**
 * The names of the live data in English and Japanese (data/translations/live-names.json): the
 * weather, UV, air-quality and sea stations, the sea areas and the webcams we show, keyed by the
 * upstream's Chinese name. Stations take the English names CWA and MOENV publish, else Hanyu
 * Pinyin; a name not in the table is shown as the upstream writes it.
 */
const translatedName = z.object({
  en: z.string().trim().min(1),
  ja: z.string().trim().min(1),
});
const table = z.record(z.string().trim().min(1), translatedName);
const liveNamesFile = z.object({ stations: table, seaAreas: table, webcams: table });

export type LiveNames = z.infer<typeof liveNamesFile>;

export const readLiveNames = (dataDir: string): LiveNames =>
  readValidated(liveNamesFile, path.join(dataDir, 'translations/live-names.json'));

const rowsOf = (kind: LiveNameKind, names: z.infer<typeof table>): LiveNameTable[] =>
  Object.entries(names).flatMap(([zh, name]) => [
    { kind, name_zh: zh, lang: 'en', name: name.en },
    { kind, name_zh: zh, lang: 'ja', name: name.ja },
  ]);

/**
 * The townships as live answers name them (綠島鄉, 臺東縣綠島鄉: a tide location, the place a
 * sea answer is for), in each language from the official names the geography seed holds.
 */
function townshipNames(dataDir: string): LiveNameTable[] {
  const countyJa = new Map(
    regionRows(dataDir).map((region) => [region.county_zh, region.county_ja]),
  );
  const rows = townshipRows(dataDir).flatMap((town): LiveNameTable[] => {
    const en = `${town.name_en}, ${town.county_en}`;
    const ja = town.name_ja ?? town.name_zh;
    const countyInJa = countyJa.get(town.county_zh) ?? town.county_zh;
    return [
      { kind: 'township', name_zh: town.name_zh, lang: 'en', name: en },
      { kind: 'township', name_zh: town.name_zh, lang: 'ja', name: ja },
      { kind: 'township', name_zh: `${town.county_zh}${town.name_zh}`, lang: 'en', name: en },
      {
        kind: 'township',
        name_zh: `${town.county_zh}${town.name_zh}`,
        lang: 'ja',
        name: `${countyInJa}${ja}`,
      },
    ];
  });
  // One row a name: a township name two counties share would name neither.
  const key = (row: LiveNameTable) => `${row.lang} ${row.name_zh}`;
  const counted = new Map<string, number>();
  for (const row of rows) counted.set(key(row), (counted.get(key(row)) ?? 0) + 1);
  return rows.filter((row) => counted.get(key(row)) === 1);
}

export async function seedLiveNames(store: Store, dataDir: string): Promise<void> {
  const names = readLiveNames(dataDir);
  await syncTable(
    store,
    'live_name',
    ['lang', 'kind', 'name_zh'],
    [
      ...rowsOf('station', names.stations),
      ...rowsOf('sea-area', names.seaAreas),
      ...rowsOf('webcam', names.webcams),
      ...townshipNames(dataDir),
    ],
  );
}
