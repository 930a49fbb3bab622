import { keepPreviousData, queryOptions } from '@/lib/query';
import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import type { CallParams } from '@/lib/api/params';
import { adminKey } from '../admin-keys';
import { adminGet, type AdminAnswer, type AdminGetCall } from '../api';

/** A list's filters (each a text, as an address carries it) and the page shown. */
export type ListFilter<Name extends string> = Record<Name, string> & { page: number };
type FilterChange<Name extends string> = Partial<Record<Name, string>> & { page?: number };

/** Any change but a page's own goes back to the first page: the old page may no longer exist. */
const changed = <Name extends string>(filter: ListFilter<Name>, next: FilterChange<Name>) =>
  ({ ...filter, page: 1, ...next }) as ListFilter<Name>;

/**
 * A list's filters kept in the section's address (`#/repairs?status=&page=2`), so a reload or a
 * link keeps them; an empty value is kept too, since it means "all" where the default does not.
 */
export function useAddressFilter<Name extends string>(defaults: Record<Name, string>) {
  const [search, setSearch] = useSearchParams();
  const filter = {
    ...Object.fromEntries(
      Object.entries<string>(defaults).map(([name, fallback]) => [
        name,
        search.get(name) ?? fallback,
      ]),
    ),
    page: Math.max(1, Number(search.get('page')) || 1),
  } as ListFilter<Name>;
  const change = (next: FilterChange<Name>) =>
    setSearch(
      Object.fromEntries(
        Object.entries(changed(filter, next))
          .filter(([name, value]) => !(name === 'page' && value === 1))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
  return { filter, change };
}

/** A list's filters kept while the section is open, for a section showing two lists at once. */
export function useLocalFilter<Name extends string>(defaults: Record<Name, string>) {
  const [filter, setFilter] = useState({ ...defaults, page: 1 } as ListFilter<Name>);
  const change = (next: FilterChange<Name>) => setFilter((old) => changed(old, next));
  return { filter, change };
}

/** The params of a page of a list: `pageSize` rows, with its filters (empty ones not sent). */
export const listParams = (pageSize: number, filter: CallParams): CallParams => ({
  pageSize,
  ...filter,
});

/** The calls answering a page of a list. */
type PageCall = {
  [N in AdminGetCall]: AdminAnswer<N, 'GET'> extends { data: { items: unknown[] } } ? N : never;
}[AdminGetCall];

/** A page of a list, the page before kept on screen while the next one comes. */
export const pageQuery = <N extends PageCall>(call: N, pageSize: number, filter: CallParams) => {
  const params = listParams(pageSize, filter);
  return queryOptions({
    queryKey: adminKey(call, params),
    queryFn: async (): Promise<AdminAnswer<N, 'GET'>['data']> =>
      (await adminGet(call, params)).data,
    placeholderData: keepPreviousData,
  });
};
