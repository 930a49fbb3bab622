import type { StaticPage } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { PageType } from '../core/schema';

/** Static pages (region, static, travel, Green Island). The collection campaign
 * is the operators' (store/campaigns/campaign-repository.ts). */
export function pageRepository(db: Db) {
  return {
    async find(type: PageType, name: string, lang: ContentLang): Promise<StaticPage | undefined> {
      return db
        .selectFrom('page as p')
        .innerJoin('page_text as t', (join) =>
          join.onRef('t.page_id', '=', 'p.id').on('t.lang', '=', lang),
        )
        .select(['t.title', 't.content', 'p.update_time'])
        .where('p.type', '=', type)
        .where('p.name', '=', name)
        .executeTakeFirst();
    },
  };
}

export type PageRepository = ReturnType<typeof pageRepository>;
