import { useSyncExternalStore } from 'react';
import { useOffline } from '@/lib/connectivity';

/**
 * The service worker's state as the shell shows it: offline badge, update prompt, version
 * in the menu.
 */
export interface PwaStatus {
  offline: boolean;
  updateReady: boolean;
  /** The visitor accepted the update: the page holds still until the new version loads. */
  updating: boolean;
  version: string | undefined;
  applyUpdate: () => void;
}

type Snapshot = Omit<PwaStatus, 'applyUpdate' | 'offline'>;

const AT_START: Snapshot = { updateReady: false, updating: false, version: undefined };
let snapshot = AT_START;
const listeners = new Set<() => void>();
let waitingWorker: ServiceWorker | undefined;

function update(patch: Partial<Snapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => snapshot;

/**
 * How long an accepted update may wait for its worker before the page reloads anyway, and how
 * long a reload may take before it is begun again (then twice as long each time). Chromium
 * activates a worker that skips waiting only once the old one has nothing in flight (a slow
 * answer on a weak network can hold it); a reload ends the page's requests, and so lets the new
 * worker take over.
 */
export const UPDATE_RELOAD_AFTER_MS = 5000;

/**
 * Hands the waiting worker the page, which holds still meanwhile (`updating`: the shell shows no
 * screen, so no picture or poll keeps the old worker busy), and reloads once the new worker is
 * activated. Not sooner: in Chromium a reload begun while the old worker is being swapped out
 * can be left waiting for good (docs/architecture.md, Toolchain notes). So the button never does
 * nothing, the page reloads anyway after UPDATE_RELOAD_AFTER_MS, and every reload is begun again
 * while this page is still here: the next one replaces one left waiting, and once the page is
 * replaced its timers end with it.
 */
function applyUpdate(): void {
  const worker = waitingWorker;
  if (!worker) return;
  update({ updating: true });
  let nextReload: ReturnType<typeof setTimeout>;
  const reloadUntilReplaced = (after: number) => {
    window.location.reload();
    nextReload = setTimeout(() => reloadUntilReplaced(after * 2), after);
  };
  nextReload = setTimeout(
    () => reloadUntilReplaced(UPDATE_RELOAD_AFTER_MS * 2),
    UPDATE_RELOAD_AFTER_MS,
  );
  let activated = false;
  const reloadOnceActivated = () => {
    if (activated || worker.state !== 'activated') return;
    activated = true;
    clearTimeout(nextReload);
    reloadUntilReplaced(UPDATE_RELOAD_AFTER_MS);
  };
  worker.addEventListener('statechange', reloadOnceActivated);
  reloadOnceActivated();
  if (!activated) worker.postMessage({ type: 'SKIP_WAITING' });
}

export function usePwaStatus(): PwaStatus {
  // A page rendered ahead hydrates as at start, before any worker has answered.
  const current = useSyncExternalStore(subscribe, getSnapshot, () => AT_START);
  return { ...current, offline: useOffline(), applyUpdate };
}

function askVersion(worker: ServiceWorker): Promise<string> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ version: string }>) =>
      resolve(event.data.version);
    worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
}

function offerUpdate(worker: ServiceWorker): void {
  waitingWorker = worker;
  update({ updateReady: true });
}

async function register(): Promise<void> {
  const base = import.meta.env.BASE_URL;
  const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
  // A worker already waiting was offered before and put off: offer it again.
  if (registration.waiting && navigator.serviceWorker.controller) {
    offerUpdate(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // Without a controller this is the first install, which takes over by itself.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        offerUpdate(installing);
      }
    });
  });
  // Hash routes never navigate, so look for a new version whenever the app comes back to view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
  const ready = await navigator.serviceWorker.ready;
  if (ready.active) update({ version: await askVersion(ready.active) });
}

/** Registers the service worker in production builds, in browsers that have one. */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    void register().catch((error: unknown) => console.warn('No service worker:', error));
  // After the first screen, so the precache does not compete with it for the network.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
