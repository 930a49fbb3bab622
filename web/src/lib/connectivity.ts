import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * Whether the browser knows it has no network: the offline badge says so, and a screen whose
 * answer was never saved says so instead of loading forever.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
