import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';

/** The reviews' own pages (router.tsx `reviews/:page`): best rated, and how reviews work. */
export const REVIEW_PAGES = ['best', 'how'] as const;
export type ReviewPage = (typeof REVIEW_PAGES)[number];

export const bestRatedPath = (lang: ContentLang, kind?: ReviewPlaceKind) =>
  `/${lang}/reviews/best${kind ? `?kind=${kind}` : ''}`;
export const howPath = (lang: ContentLang) => `/${lang}/reviews/how`;
