/**
 * Page views (title and path) to up to two analytics properties (requirements §7): only in builds that
 * are not staging, only while the pause flag is unset, with secure same-site-lax cookies. With
 * no property configured nothing is loaded and nothing is sent.
 */
type Gtag = (...args: unknown[]) => void;

export interface AnalyticsOptions {
  ids: readonly string[];
  staging: boolean;
  paused: () => boolean;
}

export type TrackPageView = (page: { title: string; path: string }) => void;

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js?id=';
export const COOKIE_FLAGS = 'secure;samesite=lax';

export function startAnalytics({ ids, staging, paused }: AnalyticsOptions): TrackPageView {
  if (ids.length === 0 || staging) return () => undefined;
  const w = window as Window & { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer ??= [];
  // gtag.js reads the arguments object itself, as Google's snippet does.
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  const gtag = w.gtag;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_URL}${encodeURIComponent(ids[0]!)}`;
  document.head.append(script);
  gtag('js', new Date());
  for (const id of ids) gtag('config', id, { send_page_view: false, cookie_flags: COOKIE_FLAGS });

  return ({ title, path }) => {
    if (paused()) return;
    for (const id of ids)
      gtag('event', 'page_view', { page_title: title, page_path: path, send_to: id });
  };
}
