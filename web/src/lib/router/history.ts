import {
  createPath,
  parsePath,
  resolveTo,
  type Location,
  type NavigationType,
  type Path,
  type To,
} from './path';

/** The current entry and how it was reached: one object per move, as a store's snapshot. */
export interface HistorySnapshot {
  location: Location;
  action: NavigationType;
}

/** The entries of the app's addresses, kept by the browser (hash) or in memory (tests, server). */
export interface History {
  /** The current snapshot; the same object until the next move. */
  read(): HistorySnapshot;
  /** Called after every move, the browser's Back and Forward included; returns the unsubscribe. */
  listen(listener: () => void): () => void;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  /** Steps through the entries, as the browser's Back (-1) and Forward (1). */
  go(delta: number): void;
  /** The href of an address, as an <a> gets it. */
  createHref(to: To): string;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(to: To, from: string, state: unknown, key = createKey()): Location {
  return { ...resolveTo(to, from), state: state ?? null, key };
}

/** The listeners of a history; `onFirst` starts what feeds them and returns how to stop it. */
function listeners(onFirst?: () => () => void) {
  const all = new Set<() => void>();
  let stop: (() => void) | undefined;
  return {
    listen(listener: () => void) {
      all.add(listener);
      if (all.size === 1) stop = onFirst?.();
      return () => {
        all.delete(listener);
        if (all.size === 0) stop?.();
      };
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

/** An entry a memory history starts with: an address, or its parts and state. */
export type InitialEntry = string | (Partial<Path> & { state?: unknown });

export interface MemoryHistoryOptions {
  /** The entries, oldest first ('/' alone by default). */
  initialEntries?: readonly InitialEntry[];
  /** The current one (the last by default). */
  initialIndex?: number;
  /**
   * Hrefs as the hash history writes them (`#/en/…`): the server's render, which the page
   * hydrates with the hash history, must write the same links.
   */
  hashHrefs?: boolean;
}

/**
 * A history kept in memory: the tests', and the server's, which renders one address. The first
 * entry's key is 'default', as a page's first entry is in the hash history.
 */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
  hashHrefs = false,
}: MemoryHistoryOptions = {}): History {
  const entries = initialEntries.map((entry, index) =>
    locationOf(
      entry,
      '/',
      typeof entry === 'string' ? null : entry.state,
      index === 0 ? 'default' : undefined,
    ),
  );
  const clamp = (index: number) => Math.min(Math.max(index, 0), entries.length - 1);
  let index = clamp(initialIndex ?? entries.length - 1);
  let snapshot: HistorySnapshot = { location: entries[index]!, action: 'POP' };
  const { listen, notify } = listeners();
  const move = (action: NavigationType) => {
    snapshot = { location: entries[index]!, action };
    notify();
  };
  return {
    read: () => snapshot,
    listen,
    push(to, state) {
      index += 1;
      entries.splice(index, entries.length, locationOf(to, snapshot.location.pathname, state));
      move('PUSH');
    },
    replace(to, state) {
      entries[index] = locationOf(to, snapshot.location.pathname, state);
      move('REPLACE');
    },
    go(delta) {
      index = clamp(index + delta);
      move('POP');
    },
    createHref: (to) =>
      `${hashHrefs ? '#' : ''}${createPath(resolveTo(to, snapshot.location.pathname))}`,
  };
}

/** What the hash history keeps in the browser's entry: the app's state and the entry's key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/**
 * The app's addresses in the page's hash (`/pwa/#/en/search/`), each entry's state and key in
 * the browser's history entry (in react-router's shape, so entries made before it still read).
 * The window is read only once the router asks, never when the history is made: it is made
 * during a render.
 */
export function createHashHistory(): History {
  let snapshot: HistorySnapshot | undefined;
  const readWindow = (action: NavigationType): HistorySnapshot => {
    const { pathname = '/', search = '', hash = '' } = parsePath(window.location.hash.slice(1));
    const entry = (window.history.state ?? {}) as EntryState;
    return {
      action,
      location: {
        pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
        search,
        hash,
        state: entry.usr ?? null,
        key: entry.key ?? 'default',
      },
    };
  };
  const read = () => (snapshot ??= readWindow('POP'));
  const onPop = () => {
    snapshot = readWindow('POP');
    notify();
  };
  const { listen, notify } = listeners(() => {
    // A move while nobody listened (between a render and its subscription) is caught up with.
    const now = readWindow('POP');
    const was = snapshot?.location;
    if (was && (createPath(was) !== createPath(now.location) || was.key !== now.location.key)) {
      snapshot = now;
    }
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });
  const write = (action: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const location = locationOf(to, read().location.pathname, state);
    const entry: EntryState = { usr: location.state, key: location.key };
    const href = `#${createPath(location)}`;
    if (action === 'PUSH') window.history.pushState(entry, '', href);
    else window.history.replaceState(entry, '', href);
    snapshot = { location, action };
    notify();
  };
  return {
    read,
    listen,
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => window.history.go(delta),
    createHref: (to) => `#${createPath(resolveTo(to, read().location.pathname))}`,
  };
}
