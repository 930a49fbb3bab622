import { PWA_BASE_PATH } from '@ecg/domain/routes';

/** Hrefs in page content that stay in the app: a hash route, bare or under the app's base. */
const APP_LINK_PREFIXES = ['#/', `${PWA_BASE_PATH}#/`] as const;

/** The router path an in-app link of page content leads to; undefined for any other link. */
export function appRouteOfHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const prefix = APP_LINK_PREFIXES.find((candidate) => href.startsWith(candidate));
  return prefix === undefined ? undefined : href.slice(prefix.length - 1);
}

/** A click the app should handle itself: the main button, no key asking for a new tab or window. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented
  );
}
