import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryKey } from './keys';
import type { QueryClient } from './query-client';
import { QueryObserver } from './query-observer';
import type { AnyQueryOptions, QueryOptions, QueryResult } from './types';

const ClientContext = createContext<QueryClient | undefined>(undefined);

/** Gives the screens a client; it follows the page and the network while given. */
export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <ClientContext value={client}>{children}</ClientContext>;
}

/** The provider's client, or `given` (the member screens' own, lib/members/member-call.ts). */
export function useQueryClient(given?: QueryClient): QueryClient {
  const provided = useContext(ClientContext);
  const client = given ?? provided;
  if (!client) throw new Error('No QueryClient');
  return client;
}

/** Typed options, as they are: one place states a query, every screen and call uses it. */
export const queryOptions = <TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: QueryOptions<TQueryFnData, TData, TKey>,
) => options;

/** placeholderData: the previous key's answer while the new one comes (a list's next filter). */
export const keepPreviousData = <T,>(previous: T | undefined): T | undefined => previous;

export function useObserved(options: AnyQueryOptions, given?: QueryClient) {
  const client = useQueryClient(given);
  const [observer] = useState(() => new QueryObserver(client, options));
  observer.setOptions(options);
  const result = useSyncExternalStore(
    observer.subscribe,
    observer.getCurrentResult,
    // The server's render and the hydration read the cache as it is.
    observer.getCurrentResult,
  );
  useEffect(() => observer.commit());
  return result;
}

export const useQuery = <TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: QueryOptions<TQueryFnData, TData, TKey>,
  client?: QueryClient,
) => useObserved(options as AnyQueryOptions, client) as QueryResult<TData>;
