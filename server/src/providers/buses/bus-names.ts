import type { ContentLang } from '@ecg/domain/rules/language';

export type TdxNames = { Zh_tw?: string | undefined; En?: string | undefined } | undefined;

/**
 * TDX's name for the reader: English in English where given; Chinese otherwise, Japanese too,
 * whose readers read the stop's own characters better than a romanisation (as the facilities'
 * names fall back on Chinese, docs/map.md).
 */
export function nameIn(names: TdxNames, lang: ContentLang): string | undefined {
  const zh = names?.Zh_tw?.trim();
  const en = names?.En?.trim();
  return (lang === 'en' ? en || zh : zh) || undefined;
}
