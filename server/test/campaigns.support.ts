import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { CampaignPlaceKind } from '@ecg/domain/rules/campaign';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { campaignRepository } from '../src/store/campaigns/campaign-repository';
import type { Kysely } from 'kysely';
import type { Store } from '../src/store/core/database';
import type { WrittenTables } from '../src/store/core/written-tables';
import type { PlaceTable } from '../src/store/core/schema';
import { addOperator } from './operators';

/*
 * What the campaign tests share (docs/campaigns.md): campaigns written straight to the store,
 * seeded places of each kind, and positions a given distance from a place.
 */

export interface SeededPlace {
  kind: CampaignPlaceKind;
  id: number;
  lat: number;
  lng: number;
  name: string;
}

const CONTENT_KIND: Record<CampaignPlaceKind, PlaceTable['kind']> = {
  attraction: 'attraction',
  shop: 'food',
  accommodation: 'lodging',
};

/** The first seeded place of a kind, with its English name. */
export async function seededPlace(store: Store, kind: CampaignPlaceKind): Promise<SeededPlace> {
  const row = await store
    .selectFrom('place as p')
    .innerJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', 'en'),
    )
    .select(['p.id', 'p.lat', 'p.lng', 't.name'])
    .where('p.kind', '=', CONTENT_KIND[kind])
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  return { kind, ...row };
}

/** One metre of latitude, in degrees (on the sphere of rules/distance.ts). */
const METRE = 180 / (Math.PI * 6_371_000);

/** A position `metres` due north of the place. */
export const northOf = (place: { lat: number; lng: number }, metres: number) => ({
  lat: place.lat + metres * METRE,
  lng: place.lng,
});

const inEach = <T>(text: (lang: ContentLang) => T) =>
  Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, text(lang)])) as Record<ContentLang, T>;

/** The operator campaigns are written by, one for each store (test files may share a module). */
const operators = new WeakMap<Kysely<WrittenTables>, Promise<number>>();
let operatorCount = 0;

/** A campaign made in the store over the given days, with the places given. */
export async function makeCampaign(
  store: Kysely<WrittenTables>,
  days: { startsOn: string; endsOn: string },
  places: readonly { kind: CampaignPlaceKind; id: number }[],
  title = 'Coast keys',
  content: Store = store as Store,
): Promise<number> {
  let made = operators.get(store);
  if (!made) {
    operatorCount += 1;
    made = addOperator(store, `campaigns-${operatorCount}@example.tw`, 'staff', 'Chen Yu');
    operators.set(store, made);
  }
  const operatorId = await made;
  const text = (what: string) =>
    inEach((lang) => ({ written: `${what} (${lang})`, html: `<p>${what} (${lang})</p>` }));
  const campaigns = campaignRepository(store, content);
  const id = await campaigns.create(
    {
      title: inEach((lang) => `${title} (${lang})`),
      description: text('Collect keys along the coast'),
      exchangeInstructions: text('Show your keys at a visitor centre'),
      ...days,
    },
    operatorId,
    0,
  );
  await campaigns.setPlaces(id, places, operatorId, 0);
  return id;
}

/** Days around an instant: from `before` days earlier to `after` days later (Taipei dates). */
export const daysAround = (at: number, before = 1, after = 30) => ({
  startsOn: taipeiDate(at - before * 86_400_000),
  endsOn: taipeiDate(at + after * 86_400_000),
});

/** Every campaign and check-in gone, so each test begins with none running. */
export async function clearCampaigns(store: Kysely<WrittenTables>): Promise<void> {
  await store.deleteFrom('member_campaign_coins').execute();
  await store.deleteFrom('member_check_ins').execute();
  await store.deleteFrom('collection_campaign_places').execute();
  await store.deleteFrom('collection_campaign_texts').execute();
  await store.deleteFrom('collection_campaigns').execute();
}
