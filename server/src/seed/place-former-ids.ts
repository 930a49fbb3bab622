import path from 'node:path';
import type { IdMap, SeedPlace } from '../data-files/seed-records';
import type { Store } from '../store/core/database';
import { readJson } from '../data-files/json-files';
import { syncTable } from './sync-table';

export interface FormerPlaceId {
  id: number;
  place_id: number;
}

/**
 * The ids that records of a place had while they were places of their own, before the importer
 * merged them into it (data/SOURCES.md): each source's id in seed/ids.json that is not the
 * place's and that no place has now. An id whose records went to two places names neither:
 * a link to it must not open the wrong one.
 */
export function formerPlaceIds(
  places: readonly Pick<SeedPlace, 'id' | 'sources'>[],
  ids: IdMap,
): FormerPlaceId[] {
  const current = new Set(places.map((place) => place.id));
  const keptBy = new Map<number, Set<number>>();
  for (const place of places) {
    for (const source of place.sources) {
      const id = ids[`place:${source.id}`];
      if (id === undefined || current.has(id)) continue;
      keptBy.set(id, (keptBy.get(id) ?? new Set()).add(place.id));
    }
  }
  return [...keptBy]
    .filter(([, kept]) => kept.size === 1)
    .map(([id, kept]) => ({ id, place_id: [...kept][0]! }))
    .sort((a, b) => a.id - b.id);
}

/** Makes the store know every former id of the seed's places. */
export async function seedFormerPlaceIds(
  store: Store,
  dataDir: string,
  places: readonly SeedPlace[],
): Promise<void> {
  const ids = readJson<IdMap>(path.join(dataDir, 'seed/ids.json'));
  await syncTable(store, 'place_former_id', ['id'], formerPlaceIds(places, ids));
}
