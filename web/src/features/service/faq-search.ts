import type { Article } from '@ecg/domain/contracts';

/** More questions than this, and the list offers a search box. */
export const FAQ_SEARCH_FROM = 5;

/** Full-width and half-width alike, case folded, so "ＥＴＣ" finds "etc". */
const folded = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** A question's words: its title, its summary and its answer without the markup. */
export function faqText(faq: Article): string {
  const answer = new DOMParser().parseFromString(faq.content, 'text/html').body.textContent ?? '';
  return folded(`${faq.title}\n${faq.summary}\n${answer}`);
}

/**
 * The questions holding every word of the search, in their order; all of them for an empty
 * search. Words are split at spaces, so "green ferry" finds a question with both.
 */
export function matchingFaqs<T extends { text: string }>(faqs: readonly T[], search: string): T[] {
  const words = folded(search)
    .split(/\s+/)
    .filter((word) => word !== '');
  return faqs.filter((faq) => words.every((word) => faq.text.includes(word)));
}
