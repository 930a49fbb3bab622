import { useEffect, useRef } from 'react';
import { useLocation } from './router';
import type { TrackPageView } from './analytics';
import { ANALYTICS_IDS, IS_STAGING } from './config';
import { readStored, STORAGE_KEYS } from './storage';

const ON = ANALYTICS_IDS.length > 0 && !IS_STAGING;
let tracker: Promise<TrackPageView> | undefined;

/** The analytics code is fetched only by a deployment that configures a property. */
function startTracking(): Promise<TrackPageView> {
  tracker ??= import('./analytics').then(({ startAnalytics }) =>
    startAnalytics({
      ids: ANALYTICS_IDS,
      staging: IS_STAGING,
      paused: () => readStored(STORAGE_KEYS.analyticsPaused) === 'true',
    }),
  );
  return tracker;
}

/** Sends a page view for every route the visitor reaches, once the page has its title. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const last = useRef('');
  useEffect(() => {
    const path = `${pathname}${search}`;
    if (!ON || path === last.current) return;
    last.current = path;
    // The page sets its title in its own effect; read it after this render has settled.
    const timer = setTimeout(() => {
      const page = { title: document.title, path };
      void startTracking().then((track) => track(page));
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
