import type { Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { WrittenDb } from '../core/written-tables';
import { operatorNoticeRepository } from './operator-notice-repository';

/** A notice for the whole area carries no zipcodes at all. */
function zipcodesOf(text: string): Pick<Notice, 'zipcodes'> {
  const zipcodes = JSON.parse(text) as number[];
  return zipcodes.length > 0 ? { zipcodes } : {};
}

/** A notice for the whole year carries no months at all. */
function monthsOf(text: string): Pick<Notice, 'months'> {
  const months = JSON.parse(text) as number[];
  return months.length > 0 ? { months } : {};
}

/** The seed's notices from the content store `db`, and the operators' from `written`. */
export function noticeRepository(db: Db, written: WrittenDb) {
  return {
    /** Every notice in one language, the seed's and the operators', the newest first. */
    async list(lang: ContentLang): Promise<Notice[]> {
      const [seeded, published] = await Promise.all([
        seededNotices(lang),
        operatorNoticeRepository(written).visible(lang),
      ]);
      return [...published, ...seeded].sort((a, b) => b.datetime.localeCompare(a.datetime));
    },
  };

  async function seededNotices(lang: ContentLang): Promise<Notice[]> {
    const rows = await db
      .selectFrom('notice as n')
      .innerJoin('notice_text as t', (join) =>
        join.onRef('t.notice_id', '=', 'n.id').on('t.lang', '=', lang),
      )
      .selectAll('n')
      .select(['t.title', 't.description', 't.content', 't.content_title', 't.links'])
      .orderBy('n.datetime', 'desc')
      .orderBy('n.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      datetime: row.datetime,
      update_time: row.update_time,
      description: row.description,
      content: row.content,
      ...(row.content_title ? { content_title: row.content_title } : {}),
      link: JSON.parse(row.links) as Notice['link'],
      ...zipcodesOf(row.zipcodes),
      ...monthsOf(row.months),
    }));
  }
}

export type NoticeRepository = ReturnType<typeof noticeRepository>;
