import { hydrate, type QueryClient } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';

/**
 * A page the server sends with a home rendered ahead (docs/performance.md, The home rendered
 * ahead): `<html data-home>` names its language, `#root` holds the markup and `#home-data` the
 * answers it shows. public/first-paint.js, a script of the page's head, runs before the first
 * paint and marks `<html>` with AHEAD_CLASS when the address is that home read in its own
 * language; otherwise the stylesheet keeps the markup hidden, and the app draws the address.
 * These names are written there and in styles.css as well.
 */
export const AHEAD_CLASS = 'home-ahead';
const DATA_ID = 'home-data';
/** On #root while it holds a home rendered ahead, which the stylesheet hides unless shown. */
const ROOT_CLASS = 'ahead';

/** The address of a language's home, as the app's routes spell it. */
export const homeRoute = (lang: ContentLang) => `/${lang}/`;

/**
 * Whether the app hydrates the home in the page: if so, the answers it shows are put in the
 * cache first, so the first render is the server's. Otherwise the page's markup is dropped.
 */
export function takeHomeAhead(root: HTMLElement, client: QueryClient): boolean {
  const carried = document.getElementById(DATA_ID);
  if (document.documentElement.classList.contains(AHEAD_CLASS) && carried?.textContent) {
    try {
      hydrate(client, JSON.parse(carried.textContent));
      return true;
    } catch {
      // A page whose carried answers cannot be read is drawn anew.
    }
  }
  document.documentElement.classList.remove(AHEAD_CLASS);
  root.classList.remove(ROOT_CLASS);
  root.replaceChildren();
  return false;
}
