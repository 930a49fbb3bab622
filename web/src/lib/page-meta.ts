import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { metaTags, pageTitle } from '@ecg/domain/rules/page-meta';
import type { ContentLang } from '@ecg/domain/rules/language';

const MANAGED = 'data-page-meta';

/**
 * Sets the document title (the page's own, then the product's name in the reader's language:
 * its Chinese name in zh-tw) and, in zh-tw only, the keyword and description meta tags (requirements §2).
 */
export function usePageMeta(
  lang: ContentLang,
  title: string | undefined,
  meta: { description?: string; keywords?: string } = {},
): void {
  const { description, keywords } = meta;
  const productName = useTranslation().t('app.title');
  useEffect(() => {
    document.title = pageTitle(title, productName);
    for (const old of document.head.querySelectorAll(`meta[${MANAGED}]`)) old.remove();
    for (const tag of metaTags(lang, {
      ...(description === undefined ? {} : { description }),
      ...(keywords === undefined ? {} : { keywords }),
    })) {
      const element = document.createElement('meta');
      element.setAttribute(MANAGED, '');
      element.name = tag.name;
      element.content = tag.content;
      document.head.append(element);
    }
  }, [lang, title, productName, description, keywords]);
}
