import path from 'node:path';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import type { z } from 'zod';
import { escapeHtml, sanitizeContent } from '../content/sanitize';
import type { Store } from '../store/database';
import type { PlaceCollection } from '../store/schema';
import { readValidated } from './data-files';
import { areaFile, articleFile, guideFile, pageFile, tagFile } from './editorial-files';
import { insertAll } from './insert';
import { searchRow } from './search-rows';

/*
 * Our editorial content (data/editorial): filter tags, static pages, short items (news,
 * banners, marquee, faqs, links, glossary), photo guides and the areas; and the place
 * collections drawn from the open data. Coupons, webcams, the campaign and shop extras have
 * tables but no source: the open data holds none, and we do not invent them.
 */

/** The page whose text introduces the visitor-centre list the seed writes from the open data. */
export const VISITOR_CENTRE_PAGE = { type: 'travel', name: 'visitor-centers' } as const;

/**
 * Which places make up a collection, read from their Chinese names: visitor centres (遊客中心,
 * 服務中心) and indigenous villages (部落) open to visitors. No record names a licensed
 * water-recreation operator, so that collection stays empty.
 */
const COLLECTION_NAMES: Record<PlaceCollection, RegExp | undefined> = {
  'visitor-center': /遊客中心|服務中心/,
  'tribal-tourism': /部落/,
  'water-recreation': undefined,
};

const editorialFile = (dataDir: string, name: string) => path.join(dataDir, 'editorial', name);

function readEditorial<T>(schema: z.ZodType<T[]>, dataDir: string, name: string): T[] {
  return readValidated(schema, editorialFile(dataDir, name));
}

interface PlaceFacts {
  id: number;
  images: string;
  address: string;
  tel: string;
  name_zh: string;
}

async function placeFacts(store: Store): Promise<Map<number, PlaceFacts>> {
  const rows = await store
    .selectFrom('place as p')
    .innerJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', 'zh-tw'),
    )
    .select(['p.id', 'p.images', 'p.address', 'p.tel', 't.name as name_zh'])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The first photo of a place, the picture of an item that names it. */
function firstImage(places: Map<number, PlaceFacts>, id: number | undefined, file: string) {
  if (id === undefined) return null;
  const place = places.get(id);
  const image = place && (JSON.parse(place.images) as { src: string; title?: string }[])[0];
  if (!image) throw new Error(`${file}: place ${id} does not exist or has no image`);
  return JSON.stringify(image);
}

async function seedTags(store: Store, dataDir: string): Promise<void> {
  const tags = readEditorial(tagFile, dataDir, 'tags.json');
  await insertAll(
    store,
    'tag',
    tags.map((tag, position) => ({
      id: tag.id,
      kind: tag.kind,
      position,
      name_zh: tag['zh-tw'],
      name_en: tag.en,
      name_ja: tag.ja,
    })),
  );
}

async function seedCollections(store: Store): Promise<PlaceFacts[]> {
  const places = [...(await placeFacts(store)).values()];
  const members = Object.entries(COLLECTION_NAMES).flatMap(([collection, pattern]) =>
    pattern
      ? places
          .filter((place) => pattern.test(place.name_zh))
          .map((place) => ({ collection: collection as PlaceCollection, place_id: place.id }))
      : [],
  );
  await insertAll(store, 'place_collection', members);
  return places.filter((place) => COLLECTION_NAMES['visitor-center']!.test(place.name_zh));
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

async function seedPages(store: Store, dataDir: string, centreIds: number[]): Promise<void> {
  for (const page of readEditorial(pageFile, dataDir, 'pages.json')) {
    const { id } = await store
      .insertInto('page')
      .values({ type: page.type, name: page.name, update_time: page.update_time })
      .returning('id')
      .executeTakeFirstOrThrow();
    const isCentrePage =
      page.type === VISITOR_CENTRE_PAGE.type && page.name === VISITOR_CENTRE_PAGE.name;
    for (const lang of CONTENT_LANGS) {
      const list = isCentrePage ? await visitorCentreList(store, centreIds, lang) : '';
      await store
        .insertInto('page_text')
        .values({
          page_id: id,
          lang,
          title: page.title[lang],
          content: sanitizeContent(page.content[lang] + list),
        })
        .execute();
    }
  }
}

async function seedArticles(
  store: Store,
  dataDir: string,
  places: Map<number, PlaceFacts>,
): Promise<void> {
  const file = editorialFile(dataDir, 'articles.json');
  const articles = readEditorial(articleFile, dataDir, 'articles.json');
  await insertAll(
    store,
    'article',
    articles.map((article, position) => ({
      id: article.id,
      kind: article.kind,
      position,
      datetime: article.datetime,
      href: article.href ?? null,
      image: firstImage(places, article.image_place, file),
    })),
  );
  const texts = articles.flatMap((article) =>
    CONTENT_LANGS.map((lang) => ({
      article_id: article.id,
      lang,
      title: article.title[lang],
      summary: article.summary[lang],
      content: sanitizeContent(article.content[lang]),
    })),
  );
  await insertAll(store, 'article_text', texts);
  await insertAll(
    store,
    'search_text',
    texts.map((text) =>
      searchRow({
        entity: 'article',
        id: text.article_id,
        lang: text.lang,
        name: text.title,
        summary: text.summary,
        content: text.content,
      }),
    ),
  );
}

async function seedGuides(
  store: Store,
  dataDir: string,
  places: Map<number, PlaceFacts>,
): Promise<void> {
  const file = editorialFile(dataDir, 'guides.json');
  const guides = readEditorial(guideFile, dataDir, 'guides.json');
  await insertAll(
    store,
    'guide',
    guides.map((guide) => ({
      id: guide.id,
      type: guide.type,
      update_time: guide.update_time,
      // A photo guide shows the first photo of each of its places, in its order.
      images: `[${guide.places.map((id) => firstImage(places, id, file)).join(',')}]`,
      video_id: null,
      audio: null,
    })),
  );
  await insertAll(
    store,
    'guide_place',
    guides.flatMap((guide) =>
      guide.places.map((place_id, position) => ({ guide_id: guide.id, place_id, position })),
    ),
  );
  const texts = guides.flatMap((guide) =>
    CONTENT_LANGS.map((lang) => ({
      guide_id: guide.id,
      lang,
      title: guide.title[lang],
      content: sanitizeContent(guide.content[lang]),
      links: JSON.stringify(guide.link.map((link) => ({ name: link.name[lang], url: link.url }))),
    })),
  );
  await insertAll(store, 'guide_text', texts);
  await insertAll(
    store,
    'search_text',
    texts.map((text) =>
      searchRow({
        entity: 'guide',
        id: text.guide_id,
        lang: text.lang,
        name: text.title,
        summary: '',
        content: text.content,
      }),
    ),
  );
}

async function seedAreas(
  store: Store,
  dataDir: string,
  places: Map<number, PlaceFacts>,
): Promise<void> {
  const file = editorialFile(dataDir, 'areas.json');
  const areas = readEditorial(areaFile, dataDir, 'areas.json');
  await insertAll(
    store,
    'area',
    areas.map((area, position) => ({
      id: area.id,
      township_code: area.township,
      position,
      image: firstImage(places, area.image_place, file),
    })),
  );
  await insertAll(
    store,
    'area_text',
    areas.flatMap((area) =>
      CONTENT_LANGS.map((lang) => ({
        area_id: area.id,
        lang,
        title: area.title[lang],
        summary: area.summary[lang],
      })),
    ),
  );
}

/** Seeds everything in data/editorial that the places, tours and notices do not. */
export async function seedEditorial(store: Store, dataDir: string): Promise<void> {
  await seedTags(store, dataDir);
  const centres = await seedCollections(store);
  const places = await placeFacts(store);
  await seedPages(
    store,
    dataDir,
    centres.map((centre) => centre.id),
  );
  await seedArticles(store, dataDir, places);
  await seedGuides(store, dataDir, places);
  await seedAreas(store, dataDir, places);
}
