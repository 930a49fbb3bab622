import type { Campaign, StaticPage } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { PageType } from '../core/schema';

/** Static pages (region, static, travel, Green Island) and the collection campaign. */
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

    /** The campaign running now, if any: none has been announced, so this is usually empty. */
    async runningCampaigns(id: number, lang: ContentLang): Promise<Campaign[]> {
      const now = formatTaipei(Date.now());
      return db
        .selectFrom('campaign as c')
        .innerJoin('campaign_text as t', (join) =>
          join.onRef('t.campaign_id', '=', 'c.id').on('t.lang', '=', lang),
        )
        .select(['t.title', 't.content', 't.exchange_instructions'])
        .where('c.id', '=', id)
        .where('c.starts_at', '<=', now)
        .where('c.ends_at', '>=', now)
        .execute();
    },
  };
}

export type PageRepository = ReturnType<typeof pageRepository>;
