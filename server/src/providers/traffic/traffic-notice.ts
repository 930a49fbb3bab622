import { createHash } from 'node:crypto';
import type { Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { NOTICE_TYPE } from '@ecg/domain/rules/notices';
import type { RoadRef, TrafficControlKind } from '@ecg/domain/rules/traffic-control';
import { textToHtml } from '../../content/sanitize';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import { warningTitle } from '../warnings/warning-words';
import type { TrafficControl } from './traffic-control';

/** What each kind of control is called, in the content languages (nothing machine-translated). */
const KIND_WORDS: Record<TrafficControlKind, Record<'en' | 'ja', string>> = {
  closure: { en: 'road closed', ja: '通行止め' },
  'lane-control': { en: 'one-lane or lane control', ja: '片側交互通行・車線規制' },
  detour: { en: 'detour', ja: '迂回' },
  reopened: { en: 'reopened', ja: '通行再開' },
  works: { en: 'road works', ja: '道路工事' },
  other: { en: 'road news', ja: '道路情報' },
};

const km = (value: number) => value.toFixed(1);

/** 台9 148.8–154.1 km: the road as the Bureau numbers it, the stretch in kilometres. */
function stretch(where: RoadRef, lang: 'en' | 'ja'): string {
  const road = lang === 'en' ? `Highway ${where.road.replace('台', '')}` : `${where.road}線`;
  if (where.fromKm === undefined || where.toKm === undefined) return road;
  const span =
    where.fromKm === where.toKm ? `${km(where.fromKm)}` : `${km(where.fromKm)}–${km(where.toKm)}`;
  return lang === 'en' ? `${road}, km ${span}` : `${road} ${span}km`;
}

/** The notice's words in a language: zh-tw as the Bureau wrote them; en and ja from templates. */
function wordsIn(control: TrafficControl, lang: ContentLang) {
  if (lang === 'zh-tw') {
    return { title: control.title, text: `${control.title}\n${control.description}` };
  }
  const kind = KIND_WORDS[control.kind][lang];
  const where = stretch(control.where, lang);
  const detour =
    control.detour && lang === 'en'
      ? ' Follow the signed detour.'
      : control.detour
        ? ' 迂回路あり。'
        : '';
  const said =
    lang === 'en'
      ? `Traffic control: ${where}, ${kind}.${detour} The Highway Bureau's notice, in Chinese:`
      : `交通規制：${where}、${kind}。${detour}公路局の発表（中国語）：`;
  const title =
    lang === 'en' ? `Traffic control: ${where}, ${kind}` : `交通規制：${where}・${kind}`;
  return { title, text: `${said}\n${control.title}\n${control.description}` };
}

/** A stable id per news item, so a visitor reads (or is popped up) each item once. */
export const trafficNoticeId = (newsId: string): string =>
  `tdx-traffic-${createHash('sha256').update(`THB|${newsId}`).digest('hex').slice(0, 12)}`;

/**
 * Traffic control on the region's roads as an important notice of the traffic-control kind
 * (docs/live-data.md, Traffic control): a closure calls for action (type 2, popped up once)
 * unless it comes from the recorded sample, which is an example titled so; anything else is
 * a bell.
 */
export function trafficNotice(control: TrafficControl, lang: ContentLang, sample: boolean): Notice {
  const { title, text } = wordsIn(control, lang);
  const urgent = control.kind === 'closure' && !sample;
  return {
    id: trafficNoticeId(control.newsId),
    type: urgent ? NOTICE_TYPE.warn : NOTICE_TYPE.bell,
    kind: 'traffic-control',
    title: warningTitle(title, lang, sample),
    datetime: control.publishedAt,
    ...(control.updatedAt ? { update_time: control.updatedAt } : {}),
    description: text,
    content: textToHtml(text),
    traffic: {
      road: control.where.road,
      ...(control.where.fromKm !== undefined ? { fromKm: control.where.fromKm } : {}),
      ...(control.where.toKm !== undefined ? { toKm: control.where.toKm } : {}),
      control: control.kind,
    },
    source: { provider: TDX_PROVIDER, sample },
    ...(control.endsAt ? { expires: control.endsAt } : {}),
  };
}
