import type { CampaignPlaceKind, CampaignPlaceRef } from '@ecg/domain/rules/campaign';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { PlaceTable } from '../core/schema';

/** The content kinds behind each kind of campaign place (as the place lists, places.ts). */
const CONTENT_KINDS: Record<CampaignPlaceKind, PlaceTable['kind'][]> = {
  attraction: ['attraction'],
  shop: ['food', 'souvenir'],
  accommodation: ['lodging'],
};

/** A content place as the campaign shows it: its name in a language, and where it is. */
export interface CampaignPlaceFound extends CampaignPlaceRef {
  name: string;
  lat: number;
  lng: number;
}

export const placeKey = (place: CampaignPlaceRef): string => `${place.kind}-${place.id}`;

/**
 * The content places a campaign names, by placeKey; one re-seeded away is absent. The name is
 * the language's, else the Chinese one.
 */
export async function findCampaignPlaces(
  db: Db,
  refs: readonly CampaignPlaceRef[],
  lang: ContentLang,
): Promise<Map<string, CampaignPlaceFound>> {
  const found = new Map<string, CampaignPlaceFound>();
  if (refs.length === 0) return found;
  const rows = await db
    .selectFrom('place as p')
    .leftJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', lang),
    )
    .leftJoin('place_text as zh', (join) =>
      join.onRef('zh.place_id', '=', 'p.id').on('zh.lang', '=', 'zh-tw'),
    )
    .select(['p.id', 'p.kind', 'p.lat', 'p.lng', 't.name as name', 'zh.name as zhName'])
    .where(
      'p.id',
      'in',
      refs.map((ref) => ref.id),
    )
    .execute();
  for (const ref of refs) {
    const row = rows.find(
      (candidate) => candidate.id === ref.id && CONTENT_KINDS[ref.kind].includes(candidate.kind),
    );
    if (!row) continue;
    found.set(placeKey(ref), {
      ...ref,
      name: row.name ?? row.zhName ?? '',
      lat: row.lat,
      lng: row.lng,
    });
  }
  return found;
}
