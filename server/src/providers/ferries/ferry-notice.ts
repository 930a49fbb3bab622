import { createHash } from 'node:crypto';
import type { FerryNews, Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { NOTICE_TYPE } from '@ecg/domain/rules/notices';
import { textToHtml } from '../../content/sanitize';

/** What the news says of the boats, in the content languages (nothing machine-translated). */
const KIND_WORDS: Record<FerryNews['kind'], Record<'en' | 'ja', string>> = {
  stopped: { en: 'sailings stopped', ja: '欠航' },
  resumed: { en: 'sailings resumed', ja: '運航再開' },
  other: { en: 'sailing news', ja: '運航情報' },
};

/**
 * Where the news comes from, said in the text: the notice carries no `source`, as the app names
 * a TDX notice's source as the Highway Bureau's (widgets/notices, notices.sourceTDX), and these
 * are the operators' words through the Maritime and Port Bureau.
 */
const SOURCE_WORDS: Record<ContentLang, (time: string) => string> = {
  'zh-tw': (time) => `資料來源：船公司，經交通部航港局與 TDX（${time} 發布）`,
  en: (time) =>
    `Source: the ferry operator, through the Maritime and Port Bureau and TDX (published ${time})`,
  ja: (time) => `出典：船会社（交通部航港局・TDX 経由、${time} 発表）`,
};

/** The notice's words: zh-tw as the operator wrote them; en and ja a template and the original. */
function wordsIn(news: FerryNews, lang: ContentLang) {
  if (lang === 'zh-tw') return { title: news.title, text: `${news.title}\n${news.description}` };
  const kind = KIND_WORDS[news.kind][lang];
  const title = lang === 'en' ? `Island ferries: ${kind}` : `離島航路（緑島・蘭嶼）：${kind}`;
  const said =
    lang === 'en'
      ? `Island ferries (Fugang, Green Island, Lanyu): ${kind}. Confirm with the operator before you go. The notice as published, in Chinese:`
      : `離島航路（富岡・緑島・蘭嶼）：${kind}。出発前に船会社へご確認ください。発表（中国語）：`;
  return { title, text: `${said}\n${news.title}\n${news.description}` };
}

/** A stable id per news item, so a visitor reads (or is popped up) each item once. */
export const ferryNoticeId = (newsId: string): string =>
  `tdx-ferry-${createHash('sha256').update(`SHIP|${newsId}`).digest('hex').slice(0, 12)}`;

/**
 * A sailing news item of the day (TDX Ship NewsCategory 7) as an important notice of its own
 * kind (docs/live-data.md, Ferries): stopped sailings call for action (type 2, popped up
 * once), anything else is a bell. There is no sample: it comes from TDX only.
 */
export function ferryNotice(news: FerryNews, lang: ContentLang): Notice {
  const { title, text: words } = wordsIn(news, lang);
  const text = `${words}\n${SOURCE_WORDS[lang](news.publishedAt.slice(0, 16))}`;
  return {
    id: ferryNoticeId(news.id),
    type: news.kind === 'stopped' ? NOTICE_TYPE.warn : NOTICE_TYPE.bell,
    kind: 'ferry-sailing',
    title,
    datetime: news.publishedAt,
    description: text,
    content: textToHtml(text),
    ...(news.url ? { link: [{ name: news.title, url: news.url }] } : {}),
  };
}
