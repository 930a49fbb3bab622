/**
 * npm run data:import — reads the upstream files in data/sources, in the formats their
 * publishers use, and writes the project's seed to data/seed (places, events, the map of
 * stable ids, and the facilities of data/seed/facilities). Run it after changing a source
 * file or the import rules; commit the result.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeatureCollection, TownshipProperties } from '@ecg/domain/rules/township';
import { writeBasemapFile } from './basemap-file';
import { seedEvents, seedPlaces } from './build-seed';
import { readDescription } from './descriptions';
import type { IdMap } from '../data-files/seed-records';
import { IdAllocator } from './ids';
import { writeLocalFacilities } from './local-facilities';
import { mergePlaces } from './merge';
import { forestryTrails } from './sources/forestry-trails';
import { moaRuralFood, moaRuralStays } from './sources/moa-rural';
import { tdxActivities, tdxHotels, tdxScenicSpots } from './sources/tdx-tourism';
import { eventsOnce, tdxTourismContent } from './sources/tdx-tourism-files';
import { legacyRestaurants } from './sources/tourism-legacy';
import { v2Attractions, v2Hotels } from './sources/tourism-v2';
import { readUpstreamConfig } from '../upstream-config';
import { importUpstreamFacilities } from './upstreams';
import { importTdxTourism } from './upstreams/tdx-tourism';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data');
const sourcesDir = path.join(dataDir, 'sources');
const seedDir = path.join(dataDir, 'seed');

// The Tourism Administration's files start with a UTF-8 byte-order mark.
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(sourcesDir, file), 'utf8').replace(/^\uFEFF/, '')) as T;
const readIds = (): IdMap => {
  try {
    return JSON.parse(readFileSync(path.join(seedDir, 'ids.json'), 'utf8')) as IdMap;
  } catch {
    return {};
  }
};
const write = (file: string, value: unknown) =>
  writeFileSync(path.join(seedDir, file), `${JSON.stringify(value, null, 2)}\n`);

// The Tourism Administration's current content through TDX, where the keys allow; each file
// kept under data/sources/tdx-tourism/ is read with the others, even when this run could not
// renew it (docs/operations.md, Data import).
try {
  for (const line of await importTdxTourism(sourcesDir, readUpstreamConfig(process.env).tdx)) {
    console.log(line);
  }
} catch (error) {
  // A bad address in the environment: said, and the files kept are still read.
  console.log(`tdx-tourism: not imported: ${error instanceof Error ? error.message : error}`);
}
const tdxTourism = tdxTourismContent(sourcesDir);

const places = [
  ...tdxTourism.places,
  ...['eastcoast_nsa', 'eastrift_nsa', 'taitung_county', 'hualien_county'].flatMap((block) => {
    const file = `attractions_2026_${block}.json`;
    return v2Attractions(file, read(file));
  }),
  ...v2Attractions('attractions_forestry_2024.json', read('attractions_forestry_2024.json')),
  ...tdxScenicSpots('scenic_spots_2021.json', read('scenic_spots_2021.json')),
  ...tdxScenicSpots('scenic_spots_2024_subset.json', read('scenic_spots_2024_subset.json')),
  ...forestryTrails('forestry_trails_2022.json', read('forestry_trails_2022.json')),
  ...legacyRestaurants('restaurants_2022.json', read('restaurants_2022.json')),
  ...v2Hotels('hotels_sample_2026.json', read('hotels_sample_2026.json')),
  ...tdxHotels('hotels_green_island_2022.json', read('hotels_green_island_2022.json')),
  ...moaRuralStays('rural_stays_moa_2023.json', read('rural_stays_moa_2023.json')),
  ...moaRuralFood('rural_food_moa_2025.json', read('rural_food_moa_2025.json')),
];
const events = eventsOnce([
  ...tdxTourism.events,
  ...tdxActivities('activities_2024.json', read('activities_2024.json')),
]);

const townships = read<{ TOWNCODE: string; TOWNNAME: string; ZipCode: number }[]>('townships.json');
/** Older records carry no postal code, but their address names the township (花蓮縣秀林鄉…). */
const zipcodeOfAddress = (address: string) =>
  townships.find((town) => address.replace(/台/g, '臺').includes(town.TOWNNAME))?.ZipCode;
for (const place of places) place.zipcode ??= zipcodeOfAddress(place.address);

const context = {
  boundaries: read<FeatureCollection<TownshipProperties>>('township_boundaries.json'),
  zipcodeOfTownship: new Map(townships.map((town) => [town.TOWNCODE, town.ZipCode])),
  ids: new IdAllocator(readIds()),
  dropped: [] as string[],
};

const merged = mergePlaces(places.map(readDescription));
const seededPlaces = seedPlaces(merged, context).sort((a, b) => a.id - b.id);
const seededEvents = seedEvents(events, context).sort((a, b) => a.id - b.id);

mkdirSync(seedDir, { recursive: true });
write('places.json', seededPlaces);
write('events.json', seededEvents);
write('ids.json', context.ids.snapshot());

const count = (kind: string) => seededPlaces.filter((place) => place.kind === kind).length;
console.log(
  `Read ${places.length} place records and ${events.length} events; merged into ${merged.length} places.`,
);
console.log(
  `Wrote ${seededPlaces.length} places (${count('attraction')} attractions, ${count('food')} food, ${count('lodging')} lodging) and ${seededEvents.length} events to data/seed.`,
);
for (const line of context.dropped) console.log(`Left out: ${line}`);
for (const line of writeLocalFacilities(dataDir, read, seededPlaces)) console.log(line);

const basemapBytes = writeBasemapFile(dataDir);
console.log(`Wrote the map's basemap (${Math.round(basemapBytes / 1024)} KB) to data/seed.`);
for (const line of await importUpstreamFacilities(dataDir)) console.log(line);
