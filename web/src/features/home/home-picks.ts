import type { ContentLang } from '@ecg/domain/rules/language';

/**
 * The list in turns by region (Hualien, Taitung, Green Island, Hualien …), each region's own
 * order kept: a handful taken from the front then shows the whole coast, not one township.
 */
export function spreadByRegion<T extends { regionId: number | null }>(items: readonly T[]): T[] {
  const byRegion = new Map<number | null, T[]>();
  for (const item of items) {
    const queue = byRegion.get(item.regionId);
    if (queue) queue.push(item);
    else byRegion.set(item.regionId, [item]);
  }
  const queues = [...byRegion.values()];
  const spread: T[] = [];
  for (let turn = 0; spread.length < items.length; turn += 1) {
    for (const queue of queues) {
      const item = queue[turn];
      if (item !== undefined) spread.push(item);
    }
  }
  return spread;
}

export type ArticleTarget = { to: string } | { href: string } | undefined;

/**
 * Where an update or a banner leads: an app path (written without the language, as
 * `/search/tours/category/613` or `/?static=ferry&type=greenisland`) becomes a route in the
 * current language; an https address stays external.
 */
export function articleTarget(href: string | undefined, lang: ContentLang): ArticleTarget {
  if (href === undefined || href === '') return undefined;
  if (href.startsWith('https://')) return { href };
  return { to: `/${lang}${href}` };
}
