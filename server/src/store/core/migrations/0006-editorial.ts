import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

/** A table of texts, one row per record and language. */
async function textTable(
  db: Db,
  table: string,
  owner: string,
  ownerKey: string,
  columns: string[],
): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn(ownerKey, 'integer', (c) =>
      c.notNull().references(`${owner}.id`).onDelete('cascade'),
    )
    .addColumn('lang', 'text', (c) => c.notNull());
  for (const column of columns) builder = builder.addColumn(column, 'text', (c) => c.notNull());
  await builder.addPrimaryKeyConstraint(`${table}_pk`, [ownerKey, 'lang']).execute();
}

/**
 * The rest of requirements §3's content: filter tags, shop extras (themes, signature features,
 * rental items, coupons), guides, static pages, the campaign, editorial items (news, banners,
 * marquee, publications, faqs, links, glossaries), areas, webcams and the place collections
 * (visitor centres, tribal tourism, water-recreation operators).
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('tag')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('attraction', 'food', 'hotel', 'shop')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ja', 'text', (c) => c.notNull())
    .addUniqueConstraint('tag_kind_name', ['kind', 'name_zh'])
    .execute();

  await db.schema
    .createTable('shop_theme')
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addColumn('theme', 'text', (c) =>
      c.notNull().check(sql`theme in ('certification', 'payment', 'services', 'accessibility')`),
    )
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id'))
    .addPrimaryKeyConstraint('shop_theme_pk', ['place_id', 'theme', 'tag_id'])
    .execute();

  await db.schema
    .createTable('shop_item')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('signature-feature', 'rental-item')`),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('thumb', 'text', (c) => c.notNull())
    .execute();
  await textTable(db, 'shop_item_text', 'shop_item', 'shop_item_id', ['name', 'summary']);

  await db.schema
    .createTable('coupon')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addCheckConstraint('coupon_period', sql`ends_at >= starts_at`)
    .execute();
  await textTable(db, 'coupon_text', 'coupon', 'coupon_id', [
    'name',
    'description',
    'restrication',
  ]);

  await db.schema
    .createTable('guide')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('photo', 'video', 'audio')`))
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('video_id', 'text')
    .addColumn('audio', 'text')
    .execute();
  await textTable(db, 'guide_text', 'guide', 'guide_id', ['title', 'content', 'links']);
  await db.schema
    .createTable('guide_place')
    .addColumn('guide_id', 'integer', (c) => c.notNull().references('guide.id').onDelete('cascade'))
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('guide_place_pk', ['guide_id', 'place_id'])
    .execute();

  await db.schema
    .createTable('page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('region', 'static', 'travel', 'greenisland')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('update_time', 'text', (c) => c.notNull())
    .addUniqueConstraint('page_type_name', ['type', 'name'])
    .execute();
  await textTable(db, 'page_text', 'page', 'page_id', ['title', 'content']);

  await db.schema
    .createTable('campaign')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await textTable(db, 'campaign_text', 'campaign', 'campaign_id', [
    'title',
    'content',
    'exchange_instructions',
  ]);

  await db.schema
    .createTable('article')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('news', 'banner', 'marquee', 'publication', 'faq', 'link', 'glossary')`,
        ),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('href', 'text')
    .addColumn('image', 'text')
    .execute();
  await textTable(db, 'article_text', 'article', 'article_id', ['title', 'summary', 'content']);

  await db.schema
    .createTable('area')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('township_code', 'text', (c) => c.notNull().references('township.code'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .execute();
  await textTable(db, 'area_text', 'area', 'area_id', ['title', 'summary']);

  await db.schema
    .createTable('webcam')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('stream_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await textTable(db, 'webcam_text', 'webcam', 'webcam_id', ['name', 'address']);

  await db.schema
    .createTable('place_collection')
    .addColumn('collection', 'text', (c) =>
      c
        .notNull()
        .check(sql`collection in ('visitor-center', 'tribal-tourism', 'water-recreation')`),
    )
    .addColumn('place_id', 'integer', (c) => c.notNull().references('place.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('place_collection_pk', ['collection', 'place_id'])
    .execute();
}

const TABLES = [
  'place_collection',
  'webcam_text',
  'webcam',
  'area_text',
  'area',
  'article_text',
  'article',
  'campaign_text',
  'campaign',
  'page_text',
  'page',
  'guide_place',
  'guide_text',
  'guide',
  'coupon_text',
  'coupon',
  'shop_item_text',
  'shop_item',
  'shop_theme',
  'tag',
];

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
