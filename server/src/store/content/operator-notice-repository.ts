import type { Notice } from '@ecg/domain/contracts';
import type { OperatorNotice } from '@ecg/domain/contracts/admin-notices';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import { oneAtATime } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';

/** Operators' notices take ids past this one, so they never meet the seed's. */
const ID_FLOOR = 1_000_000;

type PerLang<T> = Record<ContentLang, T>;

/** A notice to publish, already cleaned: content as safe HTML, description its plain words. */
export interface CleanNotice {
  type: 0 | 1 | 2;
  title: PerLang<string>;
  description: PerLang<string>;
  content: PerLang<string>;
  link: { name: PerLang<string>; url: string }[];
}

const perLang = <T>(value: (lang: ContentLang) => T) =>
  Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, value(lang)])) as PerLang<T>;

/**
 * The important notices operators publish (migration 0015): tables of their own, so re-seeding
 * content, which makes the seeded notices hold exactly data/, never touches them. A withdrawn
 * notice stays, marked, for the log's sake; visitors no longer see it.
 */
export function operatorNoticeRepository(db: WrittenDb) {
  const published = () =>
    db
      .selectFrom('operator_notice as n')
      .innerJoin('operator_notice_text as t', 't.notice_id', 'n.id')
      .where('n.withdrawn_at', 'is', null);

  return {
    async publish(notice: CleanNotice, operatorId: number, at: number): Promise<number> {
      await oneAtATime(db, 'operator_notice id');
      const { last } = await db
        .selectFrom('operator_notice')
        .select((eb) => eb.fn.max('id').as('last'))
        .executeTakeFirstOrThrow();
      const id = Math.max(Number(last ?? 0), ID_FLOOR) + 1;
      await db
        .insertInto('operator_notice')
        .values({ id, type: notice.type, published_at: at, published_by: operatorId })
        .execute();
      await db
        .insertInto('operator_notice_text')
        .values(
          CONTENT_LANGS.map((lang) => ({
            notice_id: id,
            lang,
            title: notice.title[lang],
            description: notice.description[lang],
            content: notice.content[lang],
            links: JSON.stringify(
              notice.link.map((link) => ({ name: link.name[lang], url: link.url })),
            ),
          })),
        )
        .execute();
      return id;
    },

    /** False when no published notice has the id (never one, or withdrawn already). */
    async withdraw(id: number, operatorId: number, at: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('operator_notice')
        .set({ withdrawn_at: at, withdrawn_by: operatorId })
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },

    /** What visitors see in one language, the newest first. */
    async visible(lang: ContentLang): Promise<Notice[]> {
      const rows = await published()
        .where('t.lang', '=', lang)
        .select([
          'n.id',
          'n.type',
          'n.published_at',
          't.title',
          't.description',
          't.content',
          't.links',
        ])
        .orderBy('n.published_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        datetime: formatTaipei(row.published_at),
        update_time: formatTaipei(row.published_at),
        description: row.description,
        content: row.content,
        link: JSON.parse(row.links) as Notice['link'],
      }));
    },

    /** What the console lists: every language of each published notice, the newest first. */
    async listForOperators(): Promise<OperatorNotice[]> {
      const rows = await published()
        .innerJoin('operators as o', 'o.id', 'n.published_by')
        .select(['n.id', 'n.type', 'n.published_at', 'o.name as published_by'])
        .select(['t.lang', 't.title', 't.content', 't.links'])
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc')
        .execute();
      const notices = new Map<number, typeof rows>();
      for (const row of rows) notices.set(row.id, [...(notices.get(row.id) ?? []), row]);
      return [...notices.values()].map((texts) => {
        const first = texts[0] as (typeof rows)[number];
        const of = (lang: ContentLang) => texts.find((text) => text.lang === lang) ?? first;
        const links = perLang(
          (lang) => JSON.parse(of(lang).links) as { name: string; url: string }[],
        );
        return {
          id: first.id,
          type: first.type,
          title: perLang((lang) => of(lang).title),
          content: perLang((lang) => of(lang).content),
          link: links['zh-tw'].map((link, index) => ({
            name: perLang((lang) => links[lang][index]?.name ?? link.name),
            url: link.url,
          })),
          publishedAt: formatTaipei(first.published_at),
          publishedBy: first.published_by,
        };
      });
    },
  };
}

export type OperatorNoticeRepository = ReturnType<typeof operatorNoticeRepository>;
