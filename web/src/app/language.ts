import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLangOf, isUiLang, type ContentLang, type UiLang } from '@ecg/domain/rules/language';
import { setUiLang } from './i18n';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * The interface language for a route's content language: the visitor's remembered choice
 * where it reads that content (zh-cn reads zh-tw, ko reads en), otherwise the route's own.
 * A link to /ja/… therefore opens in Japanese whatever was chosen before.
 */
export function uiLangFor(routeLang: ContentLang, stored: string | null): UiLang {
  if (stored !== null && isUiLang(stored) && contentLangOf(stored) === routeLang) return stored;
  return routeLang;
}

export function storedUiLang(): string | null {
  return readStored(STORAGE_KEYS.uiLang);
}

/** The address of the same page in another content language, query kept. */
export function pathInLang(pathname: string, lang: ContentLang): string {
  const [, , ...rest] = pathname.split('/');
  return `/${lang}/${rest.join('/')}`;
}

/** Remembers a choice made in the language picker and applies it. */
export async function chooseUiLang(lang: UiLang): Promise<ContentLang> {
  writeStored(STORAGE_KEYS.uiLang, lang);
  await setUiLang(lang);
  return contentLangOf(lang);
}

/** Keeps the interface language in step with the route as the visitor moves between pages. */
export function useUiLangOfRoute(routeLang: ContentLang): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const wanted = uiLangFor(routeLang, storedUiLang());
    if (i18n.language !== wanted) void setUiLang(wanted);
  }, [routeLang, i18n]);
}
