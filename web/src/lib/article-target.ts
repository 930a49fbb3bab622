import type { ContentLang } from '@ecg/domain/rules/language';

export type ArticleTarget = { to: string } | { href: string } | undefined;

/**
 * Where an update, a banner or a question's answer leads: an app path (written without the
 * language, as `/search/tours/category/613` or `/?static=ferry&type=greenisland`) becomes a
 * route in the current language; an https address stays external. A path that only opens an
 * overlay (`/?…`) opens it over `overlayOver` when given, so the visitor stays where they are.
 */
export function articleTarget(
  href: string | undefined,
  lang: ContentLang,
  overlayOver?: string,
): ArticleTarget {
  if (href === undefined || href === '') return undefined;
  if (href.startsWith('https://')) return { href };
  if (overlayOver !== undefined && href.startsWith('/?'))
    return { to: `${overlayOver}${href.slice(1)}` };
  return { to: `/${lang}${href}` };
}
