import { useEffect } from 'react';
import { isContentLang, type ContentLang } from '@ecg/domain/rules/language';
import { CACHE_LIFE_MS } from './query-client';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** A screen whose answers came, so they are kept for offline use (the persisted cache). */
export interface SavedPage {
  /** The router path that shows it again, query and all. */
  path: string;
  title: string;
  lang: ContentLang;
  /** When it was last shown, epoch ms. */
  at: number;
}

/** Enough to find one's way back offline; a short list stays readable. */
export const SAVED_PAGES_KEPT = 12;

const isSavedPage = (value: unknown): value is SavedPage => {
  const page = value as Partial<SavedPage> | null;
  return (
    typeof page?.path === 'string' &&
    page.path.startsWith('/') &&
    typeof page.title === 'string' &&
    typeof page.lang === 'string' &&
    isContentLang(page.lang) &&
    typeof page.at === 'number'
  );
};

/** The page shown now goes first; an older visit of the same page and the oldest beyond the limit go. */
export function withPage(pages: readonly SavedPage[], page: SavedPage): SavedPage[] {
  const others = pages.filter((kept) => kept.path !== page.path);
  return [page, ...others].slice(0, SAVED_PAGES_KEPT);
}

/**
 * The pages still saved at `now` in a language, newest first: the persisted answers last a
 * day (requirements §9 data caching), and so does the list of what they show.
 */
export function pagesSaved(
  pages: readonly SavedPage[],
  lang: ContentLang,
  now: number,
): SavedPage[] {
  return pages.filter((page) => page.lang === lang && now - page.at < CACHE_LIFE_MS);
}

export function readSavedPages(): SavedPage[] {
  try {
    const stored = JSON.parse(readStored(STORAGE_KEYS.savedPages) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isSavedPage) : [];
  } catch {
    return [];
  }
}

/** Notes a screen as saved: its answers have come, so they are kept. */
export function rememberPage(lang: ContentLang, path: string, title: string): void {
  const page = { path, title, lang, at: Date.now() };
  writeStored(STORAGE_KEYS.savedPages, JSON.stringify(withPage(readSavedPages(), page)));
}

/** Notes the screen as saved once its answers have come (`path` given from then on). */
export function useRememberPage(lang: ContentLang, path: string | undefined, title: string) {
  useEffect(() => {
    if (path !== undefined && title !== '') rememberPage(lang, path, title);
  }, [lang, path, title]);
}
