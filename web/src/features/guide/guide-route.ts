import type { GuideType } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';

/** The guide area's tabs, one a guide type (requirements §2: photo, video, audio). */
export const GUIDE_TABS = ['photo', 'video', 'audio'] as const satisfies readonly GuideType[];

/**
 * The type a guide route names: /guide alone opens the first tab (photo); a segment that is
 * no guide type names nothing (undefined: the page is not found).
 */
export function guideTypeOfRoute(segment: string | undefined): GuideType | undefined {
  if (segment === undefined || segment === '') return GUIDE_TABS[0];
  return (GUIDE_TABS as readonly string[]).includes(segment) ? (segment as GuideType) : undefined;
}

/** A tab's address; the keyword being searched goes along. */
export function guideTabPath(lang: ContentLang, type: GuideType, keyword: string): string {
  const query = keyword === '' ? '' : `?${new URLSearchParams({ q: keyword }).toString()}`;
  return `/${lang}/guide/${type}${query}`;
}

/** The next page to ask for, or undefined once every guide of the list is there. */
export function nextGuidePage(last: { page: number; pageSize: number; total: number }) {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
