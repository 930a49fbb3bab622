import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import {
  UNSOURCED_LISTS,
  unsourcedListQuerySchema,
  type UnsourcedList,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langParams, requireContentLang } from '../core/lang';

/**
 * Why each list is empty, in the content languages (requirements §7, our decision): no agency
 * publishes these as open data, and an entry we wrote ourselves would be invented.
 */
const NOTES: Record<UnsourcedList, Record<ContentLang, string>> = {
  reports: {
    'zh-tw': '目前沒有旅遊報導：報導沒有公開資料來源，我們也不自行撰寫。',
    en: 'No travel reports yet: no open data publishes them, and we do not write our own.',
    ja: '旅行レポートはまだありません。公開データとして提供されておらず、当サイトでも独自に作成していません。',
  },
  diary: {
    'zh-tw': '目前沒有旅人遊記：遊記沒有公開資料來源，本站也尚未開放投稿。',
    en: 'No travel diaries yet: no open data publishes them, and this guide does not take submissions.',
    ja: '旅行記はまだありません。公開データとして提供されておらず、当サイトでは投稿も受け付けていません。',
  },
  apply: {
    'zh-tw': '目前沒有開放線上申請的項目。導覽預約與刊物索取請使用各自的服務頁。',
    en: 'Nothing is open for application online. Guided tours and printed publications are requested on their own service pages.',
    ja: '現在オンラインで申し込める項目はありません。ガイドツアーの予約と刊行物の請求は、それぞれのサービスページから行えます。',
  },
  instagram: {
    'zh-tw': '本站不轉載 Instagram 貼文：貼文不是公開資料，著作權屬於各作者。',
    en: 'Instagram posts are not shown here: they are not open data, and their authors hold the rights.',
    ja: 'Instagram の投稿は掲載していません。公開データではなく、著作権は各投稿者にあります。',
  },
};

/** Requirements §7's reports, Diary, apply and instagram: an empty page that says why. */
export const unsourcedListRoutes: FastifyPluginAsyncZod = async (app) => {
  requireContentLang(app);
  for (const list of UNSOURCED_LISTS) {
    app.get(
      apiRoute(list),
      {
        config: { cacheAnswer: true },
        schema: {
          params: langParams,
          querystring: unsourcedListQuerySchema,
          response: { 200: API_ANSWERS[list].GET },
        },
      },
      async (request) => ({
        success: true,
        data: {
          items: [],
          total: 0 as const,
          page: request.query.page,
          pageSize: request.query.pageSize,
          note: NOTES[list][request.params.lang as ContentLang],
        },
      }),
    );
  }
};
