import path from 'node:path';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import { escapeHtml, sanitizeContent } from '../content/sanitize';
import { VISITOR_CENTRE_NAME } from '../data-files/seed-records';
import type { Store } from '../store/core/database';
import type { PlaceCollection } from '../store/core/schema';
import { readValidated } from '../data-files/json-files';
import { pageFile } from './editorial-files';
import { syncTable } from './sync-table';

/*
 * The editorial pages (data/editorial/pages.json), and the place collections drawn from the
 * open data, whose visitor centres one page lists under its own introduction.
 */

/** The page whose text introduces the visitor-centre list the seed writes from the open data. */
export const VISITOR_CENTRE_PAGE = { type: 'travel', name: 'visitor-centers' } as const;

/**
 * Which places make up a collection, read from their Chinese names: visitor centres (遊客中心,
 * 服務中心) and indigenous villages (部落) open to visitors. No record names a licensed
 * water-recreation operator, so that collection stays empty.
 */
const COLLECTION_NAMES: Record<PlaceCollection, RegExp | undefined> = {
  'visitor-center': VISITOR_CENTRE_NAME,
  'tribal-tourism': /部落/,
  'water-recreation': undefined,
};

/** Fills the collections from the places' Chinese names; answers the visitor centres' ids. */
export async function seedCollections(
  store: Store,
  places: { id: number; name_zh: string }[],
): Promise<number[]> {
  const members = Object.entries(COLLECTION_NAMES).flatMap(([collection, pattern]) =>
    pattern
      ? places
          .filter((place) => pattern.test(place.name_zh))
          .map((place) => ({ collection: collection as PlaceCollection, place_id: place.id }))
      : [],
  );
  await syncTable(store, 'place_collection', ['collection', 'place_id'], members);
  return places.filter((place) => VISITOR_CENTRE_NAME.test(place.name_zh)).map((place) => place.id);
}

/** The visitor centres as a list under the page's own introduction, names in each language. */
async function visitorCentreList(store: Store, centreIds: number[], lang: ContentLang) {
  if (centreIds.length === 0) return '';
  const rows = await store
    .selectFrom('place as p')
    .innerJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', lang),
    )
    .select(['p.id', 't.name', 'p.address', 'p.tel', 'p.zipcode'])
    .where('p.id', 'in', centreIds)
    .orderBy('p.zipcode')
    .orderBy('p.id')
    .execute();
  const items = rows.map((row) => {
    const tel = row.tel
      ? ` <a href="tel:${escapeHtml(row.tel.replace(/[^\d+#]/g, ''))}">${escapeHtml(row.tel)}</a>`
      : '';
    return `<li><strong>${escapeHtml(row.name)}</strong><br>${escapeHtml(row.address)}${tel}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** A page is known by its type and name; its id is the store's, kept while the page stays. */
export async function seedPages(store: Store, dataDir: string, centreIds: number[]): Promise<void> {
  const pages = readValidated(pageFile, path.join(dataDir, 'editorial/pages.json'));
  await syncTable(
    store,
    'page',
    ['type', 'name'],
    pages.map((page) => ({ type: page.type, name: page.name, update_time: page.update_time })),
  );
  const stored = await store.selectFrom('page').select(['id', 'type', 'name']).execute();
  const idOf = new Map(stored.map((page) => [`${page.type}/${page.name}`, page.id]));
  const centreLists = new Map<ContentLang, string>();
  for (const lang of CONTENT_LANGS)
    centreLists.set(lang, await visitorCentreList(store, centreIds, lang));
  await syncTable(
    store,
    'page_text',
    ['page_id', 'lang'],
    pages.flatMap((page) => {
      const isCentrePage =
        page.type === VISITOR_CENTRE_PAGE.type && page.name === VISITOR_CENTRE_PAGE.name;
      return CONTENT_LANGS.map((lang) => ({
        page_id: idOf.get(`${page.type}/${page.name}`)!,
        lang,
        title: page.title[lang],
        content: sanitizeContent(page.content[lang] + (isCentrePage ? centreLists.get(lang)! : '')),
      }));
    }),
  );
}
