import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics, type TrackPageView } from './analytics';
import { ANALYTICS_IDS, IS_STAGING } from './config';
import { readStored, STORAGE_KEYS } from './storage';

let track: TrackPageView | undefined;

/** Sends a page view for every route the visitor reaches, once the page has its title. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const last = useRef('');
  useEffect(() => {
    track ??= startAnalytics({
      ids: ANALYTICS_IDS,
      staging: IS_STAGING,
      paused: () => readStored(STORAGE_KEYS.analyticsPaused) === 'true',
    });
    const path = `${pathname}${search}`;
    if (path === last.current) return;
    last.current = path;
    // The page sets its title in its own effect; read it after this render has settled.
    const timer = setTimeout(() => track?.({ title: document.title, path }), 0);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
