type OnlineListener = (online: boolean) => void;
type SetUp = (setOnline: (online: boolean) => void) => (() => void) | undefined;

let online = true;
const listeners = new Set<OnlineListener>();
let stopFollowing: (() => void) | undefined;

/** How the app follows the network (lib/connectivity.ts); until it says, online. */
let setUp: SetUp | undefined;

/**
 * Whether the network carries the app's calls, as the app decides: screens whose call failed
 * are asked again when it comes back (QueryClient.mount).
 */
export const onlineManager = {
  isOnline: (): boolean => online,
  setOnline(value: boolean): void {
    if (value === online) return;
    online = value;
    for (const listener of [...listeners]) listener(value);
  },
  /** Who tells: followed while anyone listens. */
  setEventListener(next: SetUp): void {
    setUp = next;
    stopFollowing?.();
    stopFollowing = next(onlineManager.setOnline) ?? (() => undefined);
  },
  subscribe(listener: OnlineListener): () => void {
    listeners.add(listener);
    if (!stopFollowing && setUp) onlineManager.setEventListener(setUp);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      stopFollowing?.();
      stopFollowing = undefined;
    };
  },
};

/** Whether the page is seen: a query polled in the background waits (refetchInterval). */
export const isFocused = (): boolean => document.visibilityState !== 'hidden';

/** Calls `back` each time the page is seen again (refetchOnWindowFocus). */
export function onFocus(back: () => void): () => void {
  const seen = () => {
    if (isFocused()) back();
  };
  window.addEventListener('visibilitychange', seen);
  return () => window.removeEventListener('visibilitychange', seen);
}
