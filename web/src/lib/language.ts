import { useEffect } from 'react';
import { useTranslation } from './i18n';
import {
  contentLangOf,
  uiLangFor,
  type ContentLang,
  type UiLang,
} from '@ecg/domain/rules/language';
import { setUiLang } from './i18n';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export function storedUiLang(): string | null {
  return readStored(STORAGE_KEYS.uiLang);
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
