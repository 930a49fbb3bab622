import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BasemapSeedFile } from '../data-files/basemap-seed';

/** The file `npm run data:import` writes the basemap to, under the data folder. */
export const BASEMAP_FILE = 'seed/basemap.json';

/**
 * The map's basemap as the importer wrote it. Read once at start-up: without it the map has
 * nothing to draw offline, so a missing or broken file stops the server with its name.
 */
export function readBasemapFile(dataDir: string): BasemapSeedFile {
  const file = path.join(dataDir, BASEMAP_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BasemapSeedFile;
  } catch (error) {
    throw new Error(`The map's basemap ${file} cannot be read: run npm run data:import`, {
      cause: error,
    });
  }
}
