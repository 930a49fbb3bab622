import { createHash } from 'node:crypto';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import type { ContentLang } from '@ecg/domain/rules/language';

/** The counties a warning must concern to be ours, as CWA writes them. */
export const OUR_COUNTIES = ['花蓮縣', '臺東縣'] as const;

/**
 * The words CWA puts in a warning, translated once by us (never by a machine): hazards and
 * their significance as CWA's English pages name them, ja in the words of Japan's own
 * warnings (注意報 for CWA's 特報, an advisory), and the areas of our coast. A word not
 * listed keeps its Chinese in every language rather than be guessed.
 */
const WORDS: Record<string, { en: string; ja: string }> = {
  大雨: { en: 'Heavy rain', ja: '大雨' },
  豪雨: { en: 'Extremely heavy rain', ja: '豪雨' },
  大豪雨: { en: 'Torrential rain', ja: '大豪雨' },
  超大豪雨: { en: 'Extremely torrential rain', ja: '超大豪雨' },
  陸上強風: { en: 'Strong wind', ja: '陸上強風' },
  海上強風: { en: 'Strong wind at sea', ja: '海上強風' },
  低溫: { en: 'Low temperature', ja: '低温' },
  高溫: { en: 'High temperature', ja: '高温' },
  濃霧: { en: 'Dense fog', ja: '濃霧' },
  特報: { en: 'advisory', ja: '注意報' },
  警報: { en: 'warning', ja: '警報' },
  海上颱風警報: { en: 'Sea typhoon warning', ja: '海上台風警報' },
  陸上颱風警報: { en: 'Land typhoon warning', ja: '陸上台風警報' },
  海上陸上颱風警報: { en: 'Sea and land typhoon warning', ja: '海上・陸上台風警報' },
  花蓮縣: { en: 'Hualien County', ja: '花蓮県' },
  臺東縣: { en: 'Taitung County', ja: '台東県' },
  綠島: { en: 'Green Island', ja: '緑島' },
  蘭嶼: { en: 'Orchid Island', ja: '蘭嶼' },
  蘭嶼綠島: { en: 'Orchid Island and Green Island', ja: '蘭嶼・緑島' },
  臺灣東北部海面: { en: 'the sea off north-eastern Taiwan', ja: '台湾北東部海域' },
  臺灣東南部海面: { en: 'the sea off south-eastern Taiwan', ja: '台湾南東部海域' },
};

/**
 * A recorded sample's warning is titled as an example in each language, so that nobody reads
 * it as a warning in force (docs/live-data.md, Warnings).
 */
const EXAMPLE_TITLE: Record<ContentLang, (title: string) => string> = {
  'zh-tw': (title) => `範例：${title}`,
  en: (title) => `Example: ${title}`,
  ja: (title) => `サンプル：${title}`,
};

/** A warning's title in a language, said to be an example when it comes from a sample. */
export const warningTitle = (title: string, lang: ContentLang, sample: boolean): string =>
  sample ? EXAMPLE_TITLE[lang](title) : title;

/** CWA writes 臺 and, now and then, 台: one spelling for matching. */
export const normalizeName = (name: string): string => name.trim().replaceAll('台', '臺');

/** A CWA word in a content language; zh-tw, and any word we have not translated, as issued. */
export function wordIn(lang: ContentLang, word: string): string {
  const known = WORDS[normalizeName(word)];
  return lang === 'zh-tw' || !known ? word : known[lang];
}

/** A list of areas as each language writes one. */
export function areasIn(lang: ContentLang, areas: readonly string[]): string {
  const words = areas.map((area) => wordIn(lang, area));
  return words.join(lang === 'en' ? ', ' : lang === 'ja' ? '・' : '、');
}

/** The same text in each content language, from one template. */
export const inEachLang = (text: (lang: ContentLang) => string): Record<ContentLang, string> => ({
  'zh-tw': text('zh-tw'),
  en: text('en'),
  ja: text('ja'),
});

/**
 * An id of its own for each warning, stable while CWA keeps issuing it: a digest of what
 * names it, after a prefix no editorial (whole-number) id can take.
 */
export const warningId = (kind: string, ...parts: (string | number)[]): string =>
  `cwa-${kind}-${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 12)}`;

/** A CWA time (`2026-11-21 05:30:00`, `2026-11-21T05:30:00+08:00`) as Taipei text, if valid. */
export function taipeiText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const epochMs = parseTaipei(value);
  return Number.isFinite(epochMs) ? formatTaipei(epochMs) : undefined;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** CWA gives a list as an array, or as its one element alone. */
export const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
