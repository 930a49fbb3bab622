import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FACILITY_KINDS } from '@ecg/domain/rules/facilities';
import { z } from 'zod';
import type { FacilitySeedFile } from '../data-files/facility-seed';
import type { Store } from '../store/core/database';
import { readValidated } from '../data-files/json-files';
import { syncTable } from './sync-table';

/** Where the importers write one file per source (server/src/data-files/facility-seed.ts). */
export const FACILITY_SEED_FOLDER = 'seed/facilities';

const names = z.object({
  zh: z.string().trim().min(1),
  en: z.string().trim().min(1).optional(),
  ja: z.string().trim().min(1).optional(),
});

const facilitySeedFile = z
  .object({
    source: z.object({
      id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      name: names,
      publisher: z.string().min(1),
      licence: z.string().min(1),
      attribution: z.string().min(1),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      url: z.url().optional(),
    }),
    records: z.array(
      z.object({
        id: z.string().min(1),
        kind: z.enum(FACILITY_KINDS),
        name: names,
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        address: names.optional(),
        tel: z.string().min(1).optional(),
        routes: z.array(names).optional(),
      }),
    ),
  })
  .refine((file) => file.records.every((record) => record.id.startsWith(`${file.source.id}-`)), {
    error: "every record's id must begin with its source's id",
  }) satisfies z.ZodType<FacilitySeedFile>;

/** Every source file of the folder, checked; none (before any import) is no facilities. */
function readFacilityFiles(dataDir: string): FacilitySeedFile[] {
  const folder = path.join(dataDir, FACILITY_SEED_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => readValidated(facilitySeedFile, path.join(folder, file)));
}

/** The facility store holds exactly what data/seed/facilities says, row by stable id. */
export async function seedFacilities(store: Store, dataDir: string): Promise<void> {
  const files = readFacilityFiles(dataDir);
  await syncTable(
    store,
    'facility_source',
    ['id'],
    files.map(({ source }) => ({
      id: source.id,
      name_zh: source.name.zh,
      name_en: source.name.en ?? null,
      name_ja: source.name.ja ?? null,
      publisher: source.publisher,
      licence: source.licence,
      attribution: source.attribution,
      date: source.date,
      url: source.url ?? null,
    })),
  );
  await syncTable(
    store,
    'facility',
    ['id'],
    files.flatMap(({ source, records }) =>
      records.map((record) => ({
        id: record.id,
        kind: record.kind,
        lat: record.lat,
        lng: record.lng,
        name_zh: record.name.zh,
        name_en: record.name.en ?? null,
        name_ja: record.name.ja ?? null,
        address_zh: record.address?.zh ?? null,
        address_en: record.address?.en ?? null,
        address_ja: record.address?.ja ?? null,
        tel: record.tel ?? null,
        source_id: source.id,
        routes: record.routes ? JSON.stringify(record.routes) : null,
      })),
    ),
  );
}
