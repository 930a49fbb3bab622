import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FacilitySeedFile, FacilitySeedRecord } from '../../data-files/facility-seed';

/** Where every facility source has its file (server/src/data-files/facility-seed.ts). */
export const FACILITY_FOLDER = 'seed/facilities';

/** One upstream's importer: what it lacks to run (a key), and the fetch that builds its file. */
export interface UpstreamImporter {
  sourceId: string;
  /** Why it cannot run here, e.g. "no MOENV_API_KEY"; undefined when it can. */
  missing: string | undefined;
  fetch(): Promise<FacilitySeedFile>;
}

const relative = (sourceId: string) => `data/${FACILITY_FOLDER}/${sourceId}.json`;
const points = (count: number) => `${count} point${count === 1 ? '' : 's'}`;

/** What the folder holds of a source now, said in a line: the file is kept, never erased. */
function keptFile(dataDir: string, sourceId: string): string {
  const file = path.join(dataDir, FACILITY_FOLDER, `${sourceId}.json`);
  if (!existsSync(file)) return 'no file written';
  try {
    const { records } = JSON.parse(readFileSync(file, 'utf8')) as FacilitySeedFile;
    return `kept ${relative(sourceId)} (${points(records.length)})`;
  } catch {
    return `kept ${relative(sourceId)}`;
  }
}

const countByKind = (records: FacilitySeedRecord[]) => {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.kind, (counts.get(record.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
};

/** What the facility seed refuses (server/src/seed/facilities.ts), refused here before writing. */
function checkFile({ source, records }: FacilitySeedFile): void {
  for (const record of records) {
    if (!record.id.startsWith(`${source.id}-`) || record.name.zh.trim() === '') {
      throw new Error(`record ${record.id} has no name or an id outside ${source.id}`);
    }
    if (!Number.isFinite(record.lat) || !Number.isFinite(record.lng)) {
      throw new Error(`record ${record.id} has no position`);
    }
  }
}

/**
 * Runs one importer and writes its file, or says in one line why not and keeps the file the
 * folder has: no key, no network, a refused key or an answer with no point in our area never
 * fails the import nor erases data. The file is replaced whole (written aside, then renamed), so
 * a stopped import leaves the old one.
 */
export async function runImporter(dataDir: string, importer: UpstreamImporter): Promise<string> {
  const { sourceId } = importer;
  if (importer.missing) return `${sourceId}: ${importer.missing}; ${keptFile(dataDir, sourceId)}.`;
  let file: FacilitySeedFile;
  try {
    file = await importer.fetch();
    checkFile(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `${sourceId}: not imported (${reason}); ${keptFile(dataDir, sourceId)}.`;
  }
  if (file.records.length === 0) {
    return `${sourceId}: the answer held no point in Hualien or Taitung; ${keptFile(dataDir, sourceId)}.`;
  }
  const folder = path.join(dataDir, FACILITY_FOLDER);
  mkdirSync(folder, { recursive: true });
  const target = path.join(folder, `${sourceId}.json`);
  const records = [...file.records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  writeFileSync(`${target}.tmp`, `${JSON.stringify({ ...file, records }, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
  return `${sourceId}: wrote ${points(records.length)} (${countByKind(records)}) to ${relative(sourceId)}.`;
}
