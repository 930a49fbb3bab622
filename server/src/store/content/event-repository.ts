import { monthsOfQuarter } from '@ecg/domain/rules/festivals';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { EventTable, EventTextTable } from '../core/schema';
import { searchIds } from './search';

export interface EventFilter {
  q?: string | undefined;
  region?: number | undefined;
  township?: string | undefined;
  quarter?: number | undefined;
  year?: number | undefined;
}

export type EventRow = EventTable &
  Pick<EventTextTable, 'name' | 'summary' | 'content' | 'translation' | 'links'> & {
    name_zh: string;
    content_zh: string | null;
  };

/** Months of a quarter as two-digit texts, matched against starts_at (YYYY-MM-…). */
const quarterMonths = (quarter: number) =>
  monthsOfQuarter(quarter).map((month) => String(month).padStart(2, '0'));

function eventRows(db: Db, lang: ContentLang) {
  return db
    .selectFrom('event as e')
    .innerJoin('event_text as t', (join) =>
      join.onRef('t.event_id', '=', 'e.id').on('t.lang', '=', lang),
    )
    .innerJoin('event_text as zh', (join) =>
      join.onRef('zh.event_id', '=', 'e.id').on('zh.lang', '=', 'zh-tw'),
    )
    .selectAll('e')
    .select([
      't.name',
      't.summary',
      't.content',
      't.translation',
      't.links',
      'zh.name as name_zh',
      'zh.content as content_zh',
    ]);
}

export function eventRepository(db: Db) {
  return {
    /**
     * Every event the filter matches, by start, soonest first (the list is short; the route
     * sorts them by where they stand today and pages them). A quarter means the months it
     * covers in any year unless one is named.
     */
    async matching(lang: ContentLang, filter: EventFilter): Promise<EventRow[]> {
      const matches = filter.q ? await searchIds(db, 'event', lang, filter.q) : undefined;
      if (matches?.length === 0) return [];
      let query = eventRows(db, lang);
      if (matches) query = query.where('e.id', 'in', matches);
      if (filter.region !== undefined) query = query.where('e.region_id', '=', filter.region);
      if (filter.township !== undefined)
        query = query.where('e.township_code', '=', filter.township);
      if (filter.year !== undefined) query = query.where('e.starts_at', 'like', `${filter.year}-%`);
      if (filter.quarter !== undefined) {
        const months = quarterMonths(filter.quarter);
        query = query.where((eb) =>
          eb.or(months.map((month) => eb('e.starts_at', 'like', `____-${month}-%`))),
        );
      }
      return query.orderBy('e.starts_at').orderBy('e.id').execute();
    },

    async find(id: number, lang: ContentLang): Promise<EventRow | undefined> {
      return eventRows(db, lang).where('e.id', '=', id).executeTakeFirst();
    },
  };
}

export type EventRepository = ReturnType<typeof eventRepository>;
