import type { CategoryTag } from '@ecg/domain/contracts';
import { normalizeShopCategories } from '@ecg/domain/rules/shop-categories';
import type { PlaceKind } from './api/get-place';

/** The entries of a comma list such as "Wi-Fi, Parking", blanks and repeats left out. */
export function commaList(text: string | undefined): string[] {
  if (!text) return [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return [...new Set(entries)];
}

/** Tripadvisor writes its scores to one decimal in half steps: 4 → "4.0", 4.5 → "4.5". */
export function tripadvisorRatingText(rating: number): string {
  return (Math.round(rating * 2) / 2).toFixed(1);
}

/** Tripadvisor's own picture of a score (requirements §7 "a rating image per Tripadvisor score"). */
export function tripadvisorRatingImage(rating: number): string {
  return `https://www.tripadvisor.com/img/cdsi/img2/ratings/traveler/${tripadvisorRatingText(rating)}-MCID-5.svg`;
}

/**
 * The names of a place's categories, in its order. Shops and accommodations clean their list
 * first (requirements §5: 123 is 122, 92 is dropped). An id with no name in the list is left out.
 */
export function categoryNames(
  kind: PlaceKind,
  categories: string,
  named: readonly CategoryTag[],
): string[] {
  const ids =
    kind === 'attraction'
      ? commaList(categories).map(Number).filter(Number.isInteger)
      : normalizeShopCategories(categories);
  const titles = new Map(
    named.flatMap((tag) =>
      typeof tag.value === 'number' ? [[tag.value, tag.title] as const] : [],
    ),
  );
  return [...new Set(ids)].flatMap((id) => {
    const title = titles.get(id);
    return title === undefined ? [] : [title];
  });
}

/** "1234567" → "1,234,567" in the visitor's language. */
export function formatCount(count: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(count);
}

const LINK_LABEL_MAX = 40;

/**
 * A web address as a link's text: without the scheme and "www.", and cut where it runs
 * long (social-network addresses carry long tracking queries). Text that is not an address
 * is shown as it is.
 */
export function linkLabel(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const path = parsed.pathname.replace(/\/+$/, '');
  const label = `${host}${path}`;
  return label.length > LINK_LABEL_MAX ? `${label.slice(0, LINK_LABEL_MAX - 1)}…` : label;
}
