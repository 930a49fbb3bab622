import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { appI18n } from './app-i18n';
import type { I18n, TFunction } from './translator';

const I18nContext = createContext<I18n>(appI18n);

/** Other strings than the visitor app's for what it holds: the console's, or a test's. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/**
 * The strings of the language shown; the component renders again when the language changes or
 * more messages arrive. The server renders with what is loaded when it renders.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const version = () => i18n.version;
  useSyncExternalStore(i18n.subscribe, version, version);
  return { t: i18n.t, i18n };
}
