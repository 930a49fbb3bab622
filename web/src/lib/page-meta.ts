import { useEffect } from 'react';
import { useTranslation } from './i18n';
import { metaTags, pageKeywords, pageTitle } from '@ecg/domain/rules/page-meta';
import type { ContentLang } from '@ecg/domain/rules/language';

const MANAGED = 'data-page-meta';

/** A detail overlay names the document over the page it covers. */
const RANK = { page: 0, overlay: 1 } as const;

interface MetaEntry {
  rank: number;
  lang: ContentLang;
  title: string | undefined;
  productName: string;
  description: string | undefined;
  keywords: string | undefined;
}

/** Who names the document now: every screen that does, in the order they started to. */
const entries: MetaEntry[] = [];

/** The last entry of the highest rank names the document; with none, the product does. */
function apply(): void {
  let top: MetaEntry | undefined;
  for (const entry of entries) if (!top || entry.rank >= top.rank) top = entry;
  document.title = pageTitle(top?.title, top?.productName);
  for (const old of document.head.querySelectorAll(`meta[${MANAGED}]`)) old.remove();
  if (!top) return;
  const { description, keywords } = top;
  for (const tag of metaTags(top.lang, {
    ...(description === undefined ? {} : { description }),
    ...(keywords === undefined ? {} : { keywords }),
  })) {
    const element = document.createElement('meta');
    element.setAttribute(MANAGED, '');
    element.name = tag.name;
    element.content = tag.content;
    document.head.append(element);
  }
}

function useMetaEntry(
  rank: number,
  active: boolean,
  lang: ContentLang,
  title: string | undefined,
  { description, keywords }: { description?: string; keywords?: string },
): void {
  const { t } = useTranslation();
  const productName = t('app.title');
  // A page that names no keywords of its own gets its title's and the site's (requirements §2).
  const pageWords = keywords ?? pageKeywords(title, t('page.keywords')).join(',');
  useEffect(() => {
    if (!active) return undefined;
    const entry: MetaEntry = { rank, lang, title, productName, description, keywords: pageWords };
    entries.push(entry);
    apply();
    return () => {
      entries.splice(entries.indexOf(entry), 1);
      apply();
    };
  }, [rank, active, lang, title, productName, description, pageWords]);
}

/**
 * Sets the document title (the page's own, then the product's name in the reader's language:
 * its Chinese name in zh-tw) and, in zh-tw only, the keyword and description meta tags (requirements §2).
 */
export function usePageMeta(
  lang: ContentLang,
  title: string | undefined,
  meta: { description?: string; keywords?: string } = {},
): void {
  useMetaEntry(RANK.page, true, lang, title, meta);
}

/**
 * A detail overlay's title and description (its content, stripped and cut: requirements §2),
 * over the page's while the overlay is open, so a shared link and the history name the place;
 * the page's come back when it closes.
 */
export function useOverlayMeta(
  lang: ContentLang,
  title: string,
  description: string | undefined,
  open: boolean,
): void {
  useMetaEntry(RANK.overlay, open, lang, title, description === undefined ? {} : { description });
}
