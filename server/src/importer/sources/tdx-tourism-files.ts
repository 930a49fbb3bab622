import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImportedEvent, ImportedPlace } from '../types';
import {
  TDX_TOURISM_CITIES,
  TDX_TOURISM_DATASETS,
  tdxTourismFile,
  type TdxTourismDataset,
} from '../upstreams/tdx-tourism';
import { tdxActivities, tdxHotels, tdxRestaurants, tdxScenicSpots } from './tdx-tourism';

type TdxRecords = Parameters<typeof tdxScenicSpots>[1];

const PLACE_READERS: Record<
  Exclude<TdxTourismDataset, 'Activity'>,
  (dataset: string, records: TdxRecords) => ImportedPlace[]
> = { ScenicSpot: tdxScenicSpots, Hotel: tdxHotels, Restaurant: tdxRestaurants };

/**
 * What the TDX tourism import has kept under data/sources/tdx-tourism/ (upstreams/tdx-tourism.ts):
 * its places and events, read as the other TDX files are. A file not there (never imported) is
 * nothing.
 */
export function tdxTourismContent(sourcesDir: string): {
  places: ImportedPlace[];
  events: ImportedEvent[];
} {
  const places: ImportedPlace[] = [];
  const events: ImportedEvent[] = [];
  for (const dataset of TDX_TOURISM_DATASETS) {
    for (const city of TDX_TOURISM_CITIES) {
      const file = tdxTourismFile(dataset, city);
      const at = path.join(sourcesDir, file);
      if (!existsSync(at)) continue;
      const records = JSON.parse(readFileSync(at, 'utf8')) as TdxRecords;
      if (dataset === 'Activity') events.push(...tdxActivities(file, records));
      else places.push(...PLACE_READERS[dataset](file, records));
    }
  }
  return { places, events };
}

/**
 * One event per upstream id: the same activity in an older file (activities_2024.json) and in a
 * newer answer is the same event, and the first given (the newer) is kept.
 */
export function eventsOnce(events: ImportedEvent[]): ImportedEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => !seen.has(event.source.id) && seen.add(event.source.id));
}
