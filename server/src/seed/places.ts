import path from 'node:path';
import type { ContentLang } from '@ecg/domain/rules/language';
import { webcamRegionOfZipcode } from '@ecg/domain/rules/regions';
import { callablePhone } from '@ecg/domain/rules/phone';
import { sanitizeContent } from '../content/sanitize';
import { structureHtml } from '../content/structure';
import type { Store } from '../store/core/database';
import type { SearchEntity, SearchTextTable } from '../store/core/schema';
import type { SeedEvent, SeedPlace } from '../data-files/seed-records';
import { readJson } from '../data-files/json-files';
import { eventLinks } from './event-links';
import { seedFormerPlaceIds } from './place-former-ids';
import { searchRow, syncSearchRows } from './search-rows';
import { syncTable } from './sync-table';
import type { Entity, TranslatedText, Translations } from '../data-files/translations';

interface Written {
  name: string;
  summary: string;
  content: string | null;
  translation: 'full' | 'summary' | 'none';
}

interface SeedText {
  id: number;
  name: string;
  summary: string;
  content: string;
}

/**
 * What a record says in each language: the Chinese seed, and our translations where they
 * exist. Translated HTML gets the structure the importer gives the Chinese (lists, headings).
 */
function textsOf(
  entity: Entity,
  record: SeedText,
  translations: Translations,
): [ContentLang, Written][] {
  const translated = (lang: 'en' | 'ja'): Written => {
    const text: TranslatedText | undefined = translations[entity][lang].get(record.id);
    // A record not yet translated shows its Chinese name and text rather than nothing.
    if (!text)
      return { name: record.name, summary: record.summary, content: null, translation: 'none' };
    // Where the Chinese has no text, a translated name is the whole of it.
    const full = text.content !== undefined || record.content === '';
    return {
      name: text.name,
      summary: text.summary,
      content: text.content ? sanitizeContent(structureHtml(text.content)) : null,
      translation: full ? 'full' : 'summary',
    };
  };
  return [
    [
      'zh-tw',
      {
        name: record.name,
        summary: record.summary,
        content: sanitizeContent(record.content),
        translation: 'full',
      },
    ],
    ['en', translated('en')],
    ['ja', translated('ja')],
  ];
}

/**
 * A place's closure notices in one language, with the seed's dates: a notice not yet
 * translated is shown in Chinese rather than left out.
 */
function noticesIn(place: SeedPlace, lang: ContentLang, translations: Translations): string {
  const texts = lang === 'zh-tw' ? [] : (translations.place[lang].get(place.id)?.notices ?? []);
  return JSON.stringify(
    place.closureNotices.map((notice, at) => ({ ...notice, text: texts[at] ?? notice.text })),
  );
}

function searchRows(
  entity: SearchEntity,
  id: number,
  texts: [string, Written][],
  extra: string,
): SearchTextTable[] {
  return texts.map(([lang, text]) => searchRow({ entity, id, lang, ...text, extra }));
}

export async function seedPlaces(
  store: Store,
  dataDir: string,
  translations: Translations,
): Promise<void> {
  const places = readJson<SeedPlace[]>(path.join(dataDir, 'seed/places.json'));
  const texts = places.map((place) => textsOf('place', place, translations));
  await syncTable(
    store,
    'place',
    ['id'],
    places.map((place) => ({
      id: place.id,
      kind: place.kind,
      lat: place.lat,
      lng: place.lng,
      zipcode: place.zipcode,
      township_code: place.township,
      // Green Island (951) is a region of its own for visitors, though part of Taitung County.
      region_id: webcamRegionOfZipcode(place.zipcode) ?? 2,
      address: place.address,
      tel: callablePhone(place.tel),
      opentime: place.opentime,
      ticket: place.ticket,
      parking: place.parking,
      website: place.website,
      images: JSON.stringify(place.images),
      tags: JSON.stringify(place.tags),
      service_status: place.serviceStatus,
      sources: JSON.stringify(place.sources),
      updated_at: place.updatedAt,
    })),
  );
  await syncTable(
    store,
    'place_category',
    ['place_id', 'category'],
    places.flatMap((place) =>
      place.categories.map((category) => ({ place_id: place.id, category })),
    ),
  );
  await syncTable(
    store,
    'place_text',
    ['place_id', 'lang'],
    places.flatMap((place, index) =>
      texts[index]!.map(([lang, text]) => ({
        place_id: place.id,
        lang,
        ...text,
        closure_notices: noticesIn(place, lang, translations),
      })),
    ),
  );
  await syncSearchRows(
    store,
    'place',
    places.flatMap((place, index) =>
      searchRows(
        'place',
        place.id,
        texts[index]!,
        [place.name, ...place.alternateNames, ...place.tags, place.address].join(' '),
      ),
    ),
  );
  await seedFormerPlaceIds(store, dataDir, places);
}

export async function seedEvents(
  store: Store,
  dataDir: string,
  translations: Translations,
): Promise<void> {
  const events = readJson<SeedEvent[]>(path.join(dataDir, 'seed/events.json'));
  const texts = events.map((event) => textsOf('event', event, translations));
  const linksOf = eventLinks(dataDir);
  const townships = await store.selectFrom('township').select(['code', 'zipcode']).execute();
  const zipcodeOf = new Map(townships.map((town) => [town.code, town.zipcode]));
  const regionOf = (township: string | null) =>
    township === null ? null : (webcamRegionOfZipcode(zipcodeOf.get(township) ?? 0) ?? null);
  await syncTable(
    store,
    'event',
    ['id'],
    events.map((event) => ({
      id: event.id,
      lat: event.lat,
      lng: event.lng,
      township_code: event.township,
      region_id: regionOf(event.township),
      starts_at: event.start,
      ends_at: event.end,
      location: event.location,
      address: event.address,
      organizer: event.organizer,
      tel: callablePhone(event.tel),
      website: event.website,
      images: JSON.stringify(event.images),
      sources: JSON.stringify(event.sources),
      updated_at: event.updatedAt,
    })),
  );
  await syncTable(
    store,
    'event_text',
    ['event_id', 'lang'],
    events.flatMap((event, index) =>
      texts[index]!.map(([lang, text]) => ({
        event_id: event.id,
        lang,
        ...text,
        links: JSON.stringify(linksOf(event, lang)),
      })),
    ),
  );
  await syncSearchRows(
    store,
    'event',
    events.flatMap((event, index) =>
      searchRows(
        'event',
        event.id,
        texts[index]!,
        [event.name, event.location, event.address, event.organizer].join(' '),
      ),
    ),
  );
}
