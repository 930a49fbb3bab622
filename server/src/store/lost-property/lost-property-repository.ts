import type { Contact, FoundItem, FoundItemQuery } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { LostItemCategory } from '@ecg/domain/rules/lost-property';
import { sql, type Kysely } from 'kysely';
import { referenceRepository } from '../writes/reference-repository';
import type { Database } from '../core/schema';

/**
 * The visitor's side of lost property (requirements §7 lost-property): the found items a visitor
 * centre holds, and a lost item's report, written in the write's transaction.
 */

/** `%` and `_` in what a visitor types are letters to find, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The items held on `today` (until their last day), newest found first; searched by the place
 * they were found (any part of its name), the days found and the category.
 */
export async function listFoundItems(
  db: Kysely<Database>,
  query: FoundItemQuery,
  lang: ContentLang,
  today: string,
): Promise<{ items: FoundItem[]; total: number }> {
  let found = db
    .selectFrom('found_item as f')
    .where('f.state', '=', 'held')
    .where('f.keep_until', '>=', today);
  if (query.place) {
    found = found.where(sql<boolean>`f.place_found like ${likePattern(query.place)} escape '\\'`);
  }
  if (query.from) found = found.where('f.found_on', '>=', query.from);
  if (query.to) found = found.where('f.found_on', '<=', query.to);
  if (query.category) found = found.where('f.category', '=', query.category);
  const { total } = await found
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await found
    .leftJoin('place as p', 'p.id', 'f.collect_place_id')
    .leftJoin('place_text as t', (join) =>
      join.onRef('t.place_id', '=', 'f.collect_place_id').on('t.lang', '=', lang),
    )
    .select([
      'f.number',
      'f.category',
      'f.description',
      'f.place_found',
      'f.found_on',
      'f.keep_until',
      'f.collect_place_id',
      't.name as centre_name',
      'p.tel as centre_tel',
    ])
    .orderBy('f.found_on', 'desc')
    .orderBy('f.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      number: row.number,
      category: row.category,
      description: row.description,
      placeFound: row.place_found,
      foundOn: row.found_on,
      collectAt: {
        id: row.collect_place_id,
        name: row.centre_name ?? '',
        tel: row.centre_tel ?? '',
      },
      keepUntil: row.keep_until,
    })),
  };
}

export interface LostReport {
  category: LostItemCategory;
  description: string;
  placeLost: string;
  lostOn: string;
  contact: Contact;
  lang: string;
  now: number;
}

/** A lost item's report, open until the staff match it to a found item; answers its number. */
export async function createLostReport(db: Kysely<Database>, report: LostReport): Promise<string> {
  const number = await referenceRepository(db).next('L', report.now);
  await db
    .insertInto('lost_report')
    .values({
      number,
      category: report.category,
      description: report.description,
      place_lost: report.placeLost,
      lost_on: report.lostOn,
      contact_name: report.contact.name,
      contact_email: report.contact.email ?? null,
      contact_phone: report.contact.phone ?? null,
      lang: report.lang,
      state: 'open',
      matched_item_id: null,
      matched_at: null,
      created_at: report.now,
    })
    .execute();
  return number;
}
