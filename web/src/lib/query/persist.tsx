import { useEffect, useState, type ReactNode } from 'react';
import { dehydrate, hydrate, type DehydratedState } from './hydration';
import type { QueryClient } from './query-client';
import { QueryClientProvider } from './react';

/** The cache as saved: when, by which version, and its answers. */
export interface PersistedClient {
  timestamp: number;
  buster: string;
  clientState: DehydratedState;
}

export interface Persister {
  persistClient: (client: PersistedClient) => Promise<void>;
  restoreClient: () => Promise<PersistedClient | undefined>;
  removeClient: () => Promise<void>;
}

export interface PersistOptions {
  persister: Persister;
  /** How old a saved cache may be to be restored. */
  maxAge: number;
  /** The version that saved it: another version's is dropped. */
  buster: string;
}

/** A second after the cache last changed, it is saved: once for a burst of answers. */
export const SAVE_DELAY_MS = 1000;

export const persistQueryClientSave = (
  client: QueryClient,
  { persister, buster }: PersistOptions,
) => persister.persistClient({ buster, timestamp: Date.now(), clientState: dehydrate(client) });

/** Restores what this version saved within maxAge; anything else (or unreadable) is dropped. */
export async function persistQueryClientRestore(
  client: QueryClient,
  { persister, maxAge, buster }: PersistOptions,
): Promise<void> {
  try {
    const saved = await persister.restoreClient();
    if (!saved) return;
    if (saved.timestamp && Date.now() - saved.timestamp <= maxAge && saved.buster === buster)
      hydrate(client, saved.clientState);
    else await persister.removeClient();
  } catch {
    await persister.removeClient();
  }
}

/** Saves the cache SAVE_DELAY_MS after its last change, until stopped. */
function saveOnChange(client: QueryClient, options: PersistOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = client.getQueryCache().subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      persistQueryClientSave(client, options).catch(() => undefined);
    }, SAVE_DELAY_MS);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}

/**
 * The client, its saved answers restored before any query of the screens asks (their queries
 * wait while it restores: QueryClient.isRestoring), then saved as they change.
 */
export function PersistQueryClientProvider({
  client,
  persistOptions,
  children,
}: {
  client: QueryClient;
  persistOptions: PersistOptions;
  children: ReactNode;
}) {
  // Before the screens' first render, so that none of their queries asks before the restore.
  useState(() => client.startRestoring());
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void persistQueryClientRestore(client, persistOptions).then(() => {
      if (!live) return;
      client.endRestoring();
      stop = saveOnChange(client, persistOptions);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [client, persistOptions]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
