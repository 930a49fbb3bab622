import { isInQuarter } from '@ecg/domain/rules/festivals';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { EventFilter } from './event-repository';
import type { FestivalTable, FestivalTextTable } from '../core/schema';
import { searchIds } from './search';

export type FestivalRow = FestivalTable & Pick<FestivalTextTable, 'name' | 'place' | 'organiser'>;

const listOf = <T>(json: string): T[] => JSON.parse(json) as T[];

/** The recurring festivals: a handful of rows, filtered here by the events list's filters. */
export function festivalRepository(db: Db) {
  return {
    /** The festivals a filter matches, in the file's order; a year names dated events only. */
    async matching(lang: ContentLang, filter: EventFilter): Promise<FestivalRow[]> {
      if (filter.year !== undefined) return [];
      const matches = filter.q ? await searchIds(db, 'festival', lang, filter.q) : undefined;
      if (matches?.length === 0) return [];
      let query = db
        .selectFrom('festival as f')
        .innerJoin('festival_text as t', (join) =>
          join.onRef('t.festival_id', '=', 'f.id').on('t.lang', '=', lang),
        )
        .selectAll('f')
        .select(['t.name', 't.place', 't.organiser']);
      if (matches) query = query.where('f.id', 'in', matches);
      const rows = await query.orderBy('f.position').execute();
      return rows.filter(
        (row) =>
          (filter.region === undefined || listOf<number>(row.regions).includes(filter.region)) &&
          (filter.township === undefined ||
            listOf<string>(row.townships).includes(filter.township)) &&
          (filter.quarter === undefined ||
            isInQuarter({ from: row.month_from, to: row.month_to }, filter.quarter)),
      );
    },
  };
}

export type FestivalRepository = ReturnType<typeof festivalRepository>;
