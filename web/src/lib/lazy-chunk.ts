import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadContentStrings } from './i18n';

/** requirements §9: a lazy chunk has two minutes to arrive. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  constructor(readonly type: ChunkFailure) {
    super(`Loading chunk failed (${type})`);
    this.name = 'ChunkLoadError';
  }
}

/** A dynamic import that fails as missing (the file is gone, e.g. after a deploy), timeout or other. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const text = String(error instanceof Error ? error.message : error);
        const missing =
          /Failed to fetch dynamically imported module|Importing a module script failed|404/i;
        reject(new ChunkLoadError(missing.test(text) ? 'missing' : 'other'));
      },
    );
  });
}

/** React.lazy over loadChunk, for screens that load on demand. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(load));
}

/**
 * A content screen (list, detail, guide, gallery): its chunk and the content strings of the
 * visitor's language arrive together, so it never renders a key in place of a text.
 */
export function lazyContentScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(() =>
    loadChunk(() => Promise.all([load(), loadContentStrings()]).then(([module]) => module)),
  );
}

/**
 * A screen loaded on demand that may also be loaded ahead: once loaded, a new mount renders it
 * at once instead of suspending. A page rendered ahead hydrates so in one pass (app/home-ahead.ts):
 * a part still suspended while the page around it updates would be drawn anew, a flash.
 */
export function preloadableScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loaded: ComponentType<P> | undefined;
  const take = () =>
    loadChunk(load).then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(take);
  function Screen(props: P) {
    // Chosen once per mount: a switch later would remount the screen and lose its state.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  return Object.assign(Screen, { preload: async () => void (await take()) });
}
