import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the network carries the app's calls. `navigator.onLine` alone is not enough: it
 * stays true on a dead mobile network, behind a captive portal and in some browsers. So a call
 * that finds no network (or an answer the service worker gave from its cache) says offline as
 * well, and the next answer from the network says online again. While offline for that reason,
 * the server is asked now and then, so the return of the network is seen without a call.
 */

/** A small answer of our server, which the service worker leaves to the network. */
const PROBE_URL = '/api/health';
export const PROBE_INTERVAL_MS = 5000;

let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setUnreachable(value: boolean): void {
  clearTimeout(probeTimer);
  if (value) probeTimer = setTimeout(probe, PROBE_INTERVAL_MS);
  if (value === unreachable) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

/** Any answer, even an error, means the network carries requests again. */
function probe(): void {
  fetch(PROBE_URL, {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_INTERVAL_MS),
  }).then(
    () => setUnreachable(false),
    () => setUnreachable(true),
  );
}

/** What one of the app's calls found: an answer from the network, or none. */
export function noteNetwork(answered: boolean): void {
  setUnreachable(!answered);
}

export const isOffline = (): boolean => !navigator.onLine || unreachable;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Started once: the query layer follows the same view (a screen whose call failed is asked
 * again when the network returns), and the network is checked when the app starts, when the
 * browser says it is back, and when the app comes back to view.
 */
export function followNetwork(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(!isOffline());
    update();
    return subscribe(update);
  });
  window.addEventListener('online', probe);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') probe();
  });
  probe();
}

/**
 * Whether the app is offline: the offline badge says so, and a screen whose answer was never
 * saved says so instead of loading forever.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
