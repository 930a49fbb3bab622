import { onlineManager } from './query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the network carries the app's calls. `navigator.onLine` alone is not enough: it
 * stays true on a dead mobile network, behind a captive portal and in some browsers. So when a
 * call finds no network (or the service worker answers from its cache), the server is asked at
 * once: if it does not answer either, the app is offline, and it asks again now and then until
 * it does; the next answer from the network says online again. One call that fails while the
 * server answers (a blocked address) is that call's failure, not the network's.
 */

/** A small answer of our server, which the service worker leaves to the network. */
const PROBE_URL = '/api/health';
export const PROBE_INTERVAL_MS = 5000;

let unreachable = false;
let probing = false;
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
  if (probing) return;
  probing = true;
  fetch(PROBE_URL, {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_INTERVAL_MS),
  })
    .then(
      () => setUnreachable(false),
      () => setUnreachable(true),
    )
    .finally(() => {
      probing = false;
    });
}

/** What one of the app's calls found: an answer from the network, or none. */
export function noteNetwork(answered: boolean): void {
  if (answered) setUnreachable(false);
  else if (!unreachable) probe();
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
 * again when the network returns), and the network is checked when the app starts (it may
 * open with every answer saved, asking nothing) and when the browser says it is back.
 */
export function followNetwork(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(!isOffline());
    update();
    return subscribe(update);
  });
  window.addEventListener('online', probe);
  probe();
}

/**
 * Calls `back` each time the app finds the network carrying its calls again after it did not,
 * which a browser that keeps saying it is online never announces with an `online` event.
 */
export function onNetworkBack(back: () => void): void {
  listeners.add(() => {
    if (!isOffline()) back();
  });
}

/**
 * Whether the app is offline: the offline badge says so, and a screen whose answer was never
 * saved says so instead of loading forever.
 */
export function useOffline(): boolean {
  // A page rendered ahead was rendered online; it hydrates so, then looks.
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
