import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UpstreamError } from '../../providers/upstream-fetch';
import { missingTdxKeys, tdxPagedReader, type TdxImportOptions } from './tdx-pages';

/**
 * The Tourism Administration's content as TDX serves it, `v2/Tourism/{Dataset}/{City}` (the
 * OpenAPI description oas.tourism.v2.json): the one source that keeps events, attractions,
 * lodging and restaurants current. Each answer is kept as published, one file per dataset and
 * county under data/sources/tdx-tourism/, which the importer then reads as any other source
 * file; a dataset the upstream does not answer keeps the file it had.
 */
export const TDX_TOURISM_FOLDER = 'tdx-tourism';
export const TDX_TOURISM_DATASETS = ['ScenicSpot', 'Hotel', 'Restaurant', 'Activity'] as const;
export type TdxTourismDataset = (typeof TDX_TOURISM_DATASETS)[number];
export const TDX_TOURISM_CITIES = ['HualienCounty', 'TaitungCounty'] as const;

/** Each dataset's id field (TDX v2 schema): a record without one is not in TDX's shape. */
const ID_FIELD: Record<TdxTourismDataset, string> = {
  ScenicSpot: 'ScenicSpotID',
  Hotel: 'HotelID',
  Restaurant: 'RestaurantID',
  Activity: 'ActivityID',
};

/** The file of one dataset and county, relative to data/sources (the records' `dataset`). */
export const tdxTourismFile = (dataset: TdxTourismDataset, city: string) =>
  `${TDX_TOURISM_FOLDER}/${dataset}_${city}.json`;

const records = (count: number) => `${count} record${count === 1 ? '' : 's'}`;

function keptLine(sourcesDir: string, file: string): string {
  const at = path.join(sourcesDir, file);
  if (!existsSync(at)) return 'no file written';
  try {
    return `kept data/sources/${file} (${records((JSON.parse(readFileSync(at, 'utf8')) as unknown[]).length)})`;
  } catch {
    return `kept data/sources/${file}`;
  }
}

function checkShape(dataset: TdxTourismDataset, answer: unknown[]): void {
  const field = ID_FIELD[dataset];
  for (const record of answer) {
    const id = (record as Record<string, unknown> | null)?.[field];
    if (typeof id !== 'string' || id.trim() === '') {
      throw new UpstreamError(`TDX: a ${dataset} record has no ${field}`);
    }
  }
}

/**
 * Fetches the four datasets of both counties and writes each to its file, or says in one line
 * why not and keeps the file it had (docs/operations.md, Data import): no key, a refused key, no
 * network, a timeout or an answer not in TDX's shape never fails the import nor erases data. One
 * line per file; never throws.
 */
export async function importTdxTourism(
  sourcesDir: string,
  options: TdxImportOptions,
): Promise<string[]> {
  const missing = missingTdxKeys(options);
  const readAll = tdxPagedReader(options);
  const lines: string[] = [];
  for (const dataset of TDX_TOURISM_DATASETS) {
    for (const city of TDX_TOURISM_CITIES) {
      const file = tdxTourismFile(dataset, city);
      if (missing) {
        lines.push(`tdx-tourism ${dataset} ${city}: ${missing}; ${keptLine(sourcesDir, file)}.`);
        continue;
      }
      let answer: unknown[];
      try {
        answer = await readAll(`v2/Tourism/${dataset}/${city}`);
        checkShape(dataset, answer);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        lines.push(
          `tdx-tourism ${dataset} ${city}: not imported (${reason}); ${keptLine(sourcesDir, file)}.`,
        );
        continue;
      }
      if (answer.length === 0) {
        lines.push(
          `tdx-tourism ${dataset} ${city}: the answer held no record; ${keptLine(sourcesDir, file)}.`,
        );
        continue;
      }
      const target = path.join(sourcesDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(`${target}.tmp`, `${JSON.stringify(answer)}\n`);
      renameSync(`${target}.tmp`, target);
      lines.push(
        `tdx-tourism ${dataset} ${city}: wrote ${records(answer.length)} to data/sources/${file}.`,
      );
    }
  }
  return lines;
}
