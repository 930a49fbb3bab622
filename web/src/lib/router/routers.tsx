import { useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createHashHistory,
  createMemoryHistory,
  type History,
  type MemoryHistoryOptions,
} from './history';
import { HistoryContext } from './router-context';

/**
 * Follows a history: its snapshot is read with useSyncExternalStore, the same on the server
 * (a memory history) and at hydration, so the markup rendered ahead of time hydrates as is.
 */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  const snapshot = useSyncExternalStore(history.listen, history.read, history.read);
  return <HistoryContext value={{ history, snapshot }}>{children}</HistoryContext>;
}

/** The app's router: addresses in the page's hash, under /pwa/. */
export function HashRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createHashHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router of its own entries: the tests', and the server's, which renders one address. */
export function MemoryRouter({
  children,
  ...options
}: MemoryHistoryOptions & { children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(options));
  return <Router history={history}>{children}</Router>;
}
