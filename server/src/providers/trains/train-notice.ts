import { createHash } from 'node:crypto';
import type { Notice, TrainAlert } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { NOTICE_TYPE } from '@ecg/domain/rules/notices';
import { textToHtml } from '../../content/sanitize';
import { TDX_PROVIDER } from '../tdx/tdx-auth';

const TRA_NAME: Record<ContentLang, string> = {
  'zh-tw': '臺鐵',
  en: 'Taiwan Railway (TRA)',
  ja: '台湾鉄道（台鉄）',
};

/** TDX Status 0: the whole network has stopped. */
const NETWORK_STOPPED = 0;

/** The notice's words: zh-tw as TRA wrote them; en and ja say what it is, then TRA's words. */
function wordsIn(alert: TrainAlert, lang: ContentLang) {
  const stopped = alert.status === NETWORK_STOPPED;
  const tra = `${alert.title}\n${alert.description}`.trim();
  if (lang === 'zh-tw') return { title: alert.title, text: tra };
  if (lang === 'en') {
    const what = stopped ? 'services stopped' : 'services disrupted';
    return {
      title: `Railway (TRA): ${what}`,
      text: `Taiwan Railway alert on the East Coast line: ${what}. TRA's notice, in Chinese:\n${tra}`,
    };
  }
  const what = stopped ? '運転見合わせ' : 'ダイヤ乱れ';
  return {
    title: `台湾鉄道（台鉄）：${what}`,
    text: `東部の路線に台鉄のお知らせ：${what}。台鉄の発表（中国語）：\n${tra}`,
  };
}

/** A stable id per alert, so a visitor reads (or is popped up) each once. */
export const trainNoticeId = (alertId: string): string =>
  `tdx-rail-${createHash('sha256').update(`TRA|${alertId}`).digest('hex').slice(0, 12)}`;

/**
 * A TRA alert on the region as an important notice of the rail kind (docs/live-data.md,
 * Trains): the whole network stopped calls for action (type 2, popped up once); anything else
 * is a bell. TRA's link, when it gives one, goes with it.
 */
export function trainNotice(alert: TrainAlert, lang: ContentLang): Notice {
  const { title, text } = wordsIn(alert, lang);
  return {
    id: trainNoticeId(alert.id),
    type: alert.status === NETWORK_STOPPED ? NOTICE_TYPE.warn : NOTICE_TYPE.bell,
    kind: 'rail',
    title,
    datetime: alert.updatedAt,
    description: text,
    content: textToHtml(text),
    ...(alert.url ? { link: [{ name: TRA_NAME[lang], url: alert.url }] } : {}),
    source: { provider: TDX_PROVIDER, sample: false },
  };
}
