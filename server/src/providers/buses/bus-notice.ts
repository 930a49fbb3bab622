import { createHash } from 'node:crypto';
import type { BusAlert, Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { NOTICE_TYPE } from '@ecg/domain/rules/notices';
import { textToHtml } from '../../content/sanitize';
import { TDX_PROVIDER } from '../tdx/tdx-auth';

/** TDX Status 0: all of the network's service has stopped; 1: all normal (no notice). */
const ALL_STOPPED = 0;
export const ALL_NORMAL = 1;

const OPERATOR_PAGE: Record<ContentLang, string> = {
  'zh-tw': '客運公告',
  en: "The operator's notice",
  ja: 'バス会社のお知らせ',
};

/** The notice's words: zh-tw as the operator wrote them; en and ja say what it is, then theirs. */
function wordsIn(alert: BusAlert, lang: ContentLang) {
  const stopped = alert.status === ALL_STOPPED;
  const said = `${alert.title}\n${alert.description}`.trim();
  const routes = alert.routes.join('、');
  if (lang === 'zh-tw') return { title: alert.title, text: said };
  if (lang === 'en') {
    const what = stopped ? 'service stopped' : 'service changed';
    return {
      title: `Buses: ${what}`,
      text: `Bus service alert in Hualien and Taitung${routes ? ` (routes ${routes})` : ''}: ${what}. The operator's notice, in Chinese:\n${said}`,
    };
  }
  const what = stopped ? '運休' : '運行に変更あり';
  return {
    title: `バス：${what}`,
    text: `花蓮・台東のバスのお知らせ${routes ? `（路線 ${routes}）` : ''}：${what}。バス会社の発表（中国語）：\n${said}`,
  };
}

/** A stable id per alert, so a visitor reads (or is popped up) each once. */
export const busNoticeId = (alertId: string): string =>
  `tdx-bus-${createHash('sha256').update(`BUS|${alertId}`).digest('hex').slice(0, 12)}`;

/**
 * A bus service alert in force in the region as an important notice of the bus kind
 * (docs/live-data.md, Buses): all service stopped calls for action (type 2, popped up once);
 * anything else is a bell. Dated by its start, else by when TDX was read.
 */
export function busNotice(alert: BusAlert, lang: ContentLang, readAt: string): Notice {
  const { title, text } = wordsIn(alert, lang);
  return {
    id: busNoticeId(alert.id),
    type: alert.status === ALL_STOPPED ? NOTICE_TYPE.warn : NOTICE_TYPE.bell,
    kind: 'bus',
    title,
    datetime: alert.startsAt ?? readAt,
    description: text,
    content: textToHtml(text),
    ...(alert.url ? { link: [{ name: OPERATOR_PAGE[lang], url: alert.url }] } : {}),
    source: { provider: TDX_PROVIDER, sample: false },
  };
}
