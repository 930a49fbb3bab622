import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { WRA_CAMERAS_FILE } from '../data-files/wra-cameras';

/** The folders under data/ whose files make up the store's content. */
const CONTENT_FOLDERS = [
  'seed',
  'seed/facilities',
  'translations',
  'translations/en',
  'translations/ja',
  'editorial',
];
/** TDX's off-street car parks of Hualien: the positions of the car parks live parking reads. */
export const PARKING_SOURCE = 'sources/parking_lots_hualien.json';
/** The WRA's cameras, the Live tab's webcams. */
export const WEBCAM_SOURCE = `sources/${WRA_CAMERAS_FILE}`;
/** The source files the seed reads beside data/seed: geography, car-park positions, webcams. */
const SOURCE_FILES = [
  'sources/townships.json',
  'sources/township_boundaries.json',
  PARKING_SOURCE,
  WEBCAM_SOURCE,
];

export function contentFiles(dataDir: string): string[] {
  const listed = CONTENT_FOLDERS.flatMap((folder) => {
    const dir = path.join(dataDir, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.join(folder, file));
  });
  return [...SOURCE_FILES, ...listed].sort();
}

/**
 * The version of the content: a hash of every content file's name and bytes. The store
 * reloads its content when this changes, so a new data/ reaches visitors on the next start.
 */
export function contentVersion(dataDir: string): string {
  const hash = createHash('sha256');
  for (const file of contentFiles(dataDir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dataDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** An editorial text in every content language. */
export const localizedSchema = z.object({
  'zh-tw': z.string().min(1),
  en: z.string().min(1),
  ja: z.string().min(1),
});
