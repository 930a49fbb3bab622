import { haversineKm } from '@ecg/domain/rules/distance';
import { VISITOR_CENTRE_NAME, type SeedPlace } from '../../data-files/seed-records';
import type { Translations } from '../../data-files/translations';
import { pointOf } from '../../data-files/facility-seed';
import { addressOf, namesOf, readPositioned, telOf, type FacilityRead } from './records';
import { VISITOR_CENTRES } from './sources';

/**
 * Two agencies' records of one centre lie a few steps apart (花蓮遊客中心 and 東海岸遊客服務中心
 * share an address): closer than this, the later record is the earlier one.
 */
const SAME_CENTRE_KM = 0.15;

/**
 * The visitor centres among the seed's places (the collection the visitor-centre page lists),
 * with our English and Japanese names of them.
 */
export function visitorCentres(
  places: readonly SeedPlace[],
  translations: Translations,
): FacilityRead {
  const kept: SeedPlace[] = [];
  const merged: string[] = [];
  for (const place of [...places].sort((a, b) => a.id - b.id)) {
    if (!VISITOR_CENTRE_NAME.test(place.name)) continue;
    const same = kept.find((centre) => haversineKm(centre, place) <= SAME_CENTRE_KM);
    if (same) merged.push(`${place.name} (${place.id}) → ${same.name} (${same.id})`);
    else kept.push(place);
  }
  const read = readPositioned(
    kept,
    (place) => pointOf(place.lat, place.lng),
    (place) => ({
      id: `${VISITOR_CENTRES.id}-${place.id}`,
      kind: 'visitor-centre',
      name: namesOf(
        place.name,
        translations.place.en.get(place.id)?.name,
        translations.place.ja.get(place.id)?.name,
      ),
      ...addressOf(place.address),
      ...telOf(place.tel),
    }),
  );
  read.notes.push(`${VISITOR_CENTRES.id}: one centre recorded twice: ${merged.join('; ')}`);
  return read;
}
