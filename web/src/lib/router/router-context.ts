import { createContext, useContext, type ReactNode } from 'react';
import type { History, HistorySnapshot } from './history';
import type { Params } from './match';

/** The history the router follows, and its current snapshot. */
export const HistoryContext = createContext<
  { history: History; snapshot: HistorySnapshot } | undefined
>(undefined);

/** The route rendering here: the parameters of the address, and the route below (the outlet). */
export const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({
  params: {},
  outlet: null,
});

export function useHistoryContext() {
  const context = useContext(HistoryContext);
  if (context === undefined) throw new Error('A route hook is used outside a router.');
  return context;
}
