import type { ContentLang } from '@ecg/domain/rules/language';

export interface ThemedArea {
  id: number;
  /** Key of its title in the `home.areas` namespace. */
  title: string;
  /** Where it leads: a path under the current language, or an absolute route path. */
  destination: string;
  /** Shown only in zh-tw: coupons and the game exist only for the Chinese site. */
  hideAtForeign?: true;
}

/** The seven themed areas of the home page (SPEC §2), in the order they are shown. */
export const THEMED_AREAS: readonly ThemedArea[] = [
  { id: 1, title: 'attractions', destination: 'search/attractions/' },
  { id: 2, title: 'tours', destination: 'search/tours/category/all' },
  { id: 3, title: 'events', destination: 'search/events' },
  { id: 4, title: 'food', destination: 'search/cuisines' },
  { id: 5, title: 'lodging', destination: 'search/accommodation' },
  { id: 6, title: 'coupons', destination: 'search/coupon', hideAtForeign: true },
  { id: 7, title: 'game', destination: '/zh-tw/game', hideAtForeign: true },
];

/** The areas a visitor in this language sees: outside zh-tw, those marked hideAtForeign go. */
export function visibleThemedAreas(
  lang: ContentLang,
  areas: readonly ThemedArea[] = THEMED_AREAS,
): ThemedArea[] {
  return areas.filter((area) => lang === 'zh-tw' || !area.hideAtForeign);
}

export function themedAreaPath(area: ThemedArea, lang: ContentLang): string {
  return area.destination.startsWith('/') ? area.destination : `/${lang}/${area.destination}`;
}
