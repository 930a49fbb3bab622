import path from 'node:path';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import type { z } from 'zod';
import { sanitizeContent } from '../content/sanitize';
import type { Store } from '../store/core/database';
import { readValidated } from '../data-files/json-files';
import { areaFile, articleFile, guideFile, tagFile } from './editorial-files';
import { seedCollections, seedPages } from './editorial-pages';
import { searchRow, syncSearchRows } from './search-rows';
import { syncTable } from './sync-table';

/*
 * Our editorial content (data/editorial): filter tags, short items (news, banners, marquee,
 * faqs, links, glossary), photo guides and the areas; the pages and the place collections
 * drawn from the open data are in editorial-pages.ts.
 */

const editorialFile = (dataDir: string, name: string) => path.join(dataDir, 'editorial', name);

function readEditorial<T>(schema: z.ZodType<T[]>, dataDir: string, name: string): T[] {
  return readValidated(schema, editorialFile(dataDir, name));
}

interface PlaceFacts {
  id: number;
  images: string;
  name_zh: string;
}

async function placeFacts(store: Store): Promise<Map<number, PlaceFacts>> {
  const rows = await store
    .selectFrom('place as p')
    .innerJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'p.id').on('t.lang', '=', 'zh-tw'),
    )
    .select(['p.id', 'p.images', 't.name as name_zh'])
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
  await syncTable(
    store,
    'tag',
    ['id'],
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

async function seedArticles(
  store: Store,
  dataDir: string,
  places: Map<number, PlaceFacts>,
): Promise<void> {
  const file = editorialFile(dataDir, 'articles.json');
  const articles = readEditorial(articleFile, dataDir, 'articles.json');
  await syncTable(
    store,
    'article',
    ['id'],
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
  await syncTable(store, 'article_text', ['article_id', 'lang'], texts);
  await syncSearchRows(
    store,
    'article',
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
  await syncTable(
    store,
    'guide',
    ['id'],
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
  await syncTable(
    store,
    'guide_place',
    ['guide_id', 'place_id'],
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
  await syncTable(store, 'guide_text', ['guide_id', 'lang'], texts);
  await syncSearchRows(
    store,
    'guide',
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
  await syncTable(
    store,
    'area',
    ['id'],
    areas.map((area, position) => ({
      id: area.id,
      township_code: area.township,
      position,
      image: firstImage(places, area.image_place, file),
    })),
  );
  await syncTable(
    store,
    'area_text',
    ['area_id', 'lang'],
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
  const places = await placeFacts(store);
  const centreIds = await seedCollections(store, [...places.values()]);
  await seedPages(store, dataDir, centreIds);
  await seedArticles(store, dataDir, places);
  await seedGuides(store, dataDir, places);
  await seedAreas(store, dataDir, places);
}
