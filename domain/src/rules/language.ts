/** Languages of routes and content (requirements §1, §2). The interface also offers zh-cn and ko. */
export const CONTENT_LANGS = ['zh-tw', 'en', 'ja'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

export const UI_LANGS = ['zh-tw', 'en', 'ja', 'zh-cn', 'ko'] as const;
export type UiLang = (typeof UI_LANGS)[number];

export const DEFAULT_LANG: ContentLang = 'zh-tw';

/** The legacy segment `pages` stands where a language would and means zh-tw. */
const LEGACY_ZH_SEGMENT = 'pages';

export function isContentLang(value: string): value is ContentLang {
  return (CONTENT_LANGS as readonly string[]).includes(value);
}

export function isUiLang(value: string): value is UiLang {
  return (UI_LANGS as readonly string[]).includes(value);
}

/**
 * The content language a route segment names: zh-tw, en or ja; `pages` and an absent
 * segment mean zh-tw. Anything else is not a language segment and yields undefined, so
 * the caller can tell a language from the first segment of a path.
 */
export function langOfSegment(segment: string | undefined): ContentLang | undefined {
  if (segment === undefined || segment === '' || segment === LEGACY_ZH_SEGMENT) return DEFAULT_LANG;
  return isContentLang(segment) ? segment : undefined;
}

/** The language of a whole route path such as `/en/search/attractions/`. */
export function langOfRoute(path: string): ContentLang {
  const first = path.split('/').find((part) => part !== '');
  return langOfSegment(first) ?? DEFAULT_LANG;
}

/** API paths are written with zh-tw; the current language takes its place (requirements §7). */
export function localizeApiPath(path: string, lang: ContentLang): string {
  return path.replace(/(^|\/)zh-tw(?=\/|$)/g, `$1${lang}`);
}

/** Interface languages without content of their own read the nearest content language. */
export function contentLangOf(uiLang: UiLang): ContentLang {
  if (uiLang === 'zh-cn') return 'zh-tw';
  if (uiLang === 'ko') return 'en';
  return uiLang;
}

/**
 * The canonical form of a route, where the language is always spelled out: an absent
 * language or `pages` becomes zh-tw. Undefined when the path is canonical already, so the
 * caller redirects only when it must.
 */
export function canonicalRoutePath(path: string): string | undefined {
  const parts = path.split('/');
  const first = parts[1];
  if (first !== undefined && isContentLang(first)) return undefined;
  if (first === LEGACY_ZH_SEGMENT) return ['', DEFAULT_LANG, ...parts.slice(2)].join('/');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `/${DEFAULT_LANG}${rest}`;
}

/**
 * The interface language for a route's content language: the visitor's remembered choice
 * where it reads that content (zh-cn reads zh-tw, ko reads en), otherwise the route's own.
 * A link to /ja/… therefore opens in Japanese whatever was chosen before.
 */
export function uiLangFor(routeLang: ContentLang, stored: string | null): UiLang {
  if (stored !== null && isUiLang(stored) && contentLangOf(stored) === routeLang) return stored;
  return routeLang;
}

/** The same route in another content language: the language segment replaced, the rest kept. */
export function routeInLang(pathname: string, lang: ContentLang): string {
  const [, , ...rest] = pathname.split('/');
  return `/${lang}/${rest.join('/')}`;
}
