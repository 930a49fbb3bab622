import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ListPage } from '@ecg/domain/contracts';

/*
 * What the server answers a list of the search area (requirements §2 Other sections), and what
 * the list on screen must then show: the screen tests compare the two, as the lists' own code
 * asks the same query.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };
/** The page size the lists ask for. */
const PAGE_SIZE = 50;

export interface Named {
  id: number;
  name?: string;
  title?: string;
}

export const nameOf = (item: Named) => item.name ?? item.title ?? '';

/** The server's `data` for `path`. */
export async function apiData<T>(path: string): Promise<T> {
  const answer = await fetch(path, { headers: HEADERS });
  expect(answer.ok, path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The first page of a list, as the lists ask for it. */
export function apiList(
  path: string,
  query: Record<string, string | number> = {},
): Promise<ListPage<Named>> {
  const params = new URLSearchParams({ ...query, pageSize: String(PAGE_SIZE) } as Record<
    string,
    string
  >);
  return apiData<ListPage<Named>>(`${path}?${params.toString()}`);
}

export const shownTitles = () =>
  [...document.querySelectorAll('.search-list .card__title')].map((title) => title.textContent);

const countText = () => document.querySelector('.search-count')?.textContent;

/** The list shows the API's total and, in order, its first items (English counts by default). */
export async function expectItems(
  answer: ListPage<Named>,
  {
    shown = 4,
    count = (total: number) => (total === 1 ? '1 result' : `${total} results`),
    noData = 'No Data',
  } = {},
): Promise<void> {
  const expected = answer.items.slice(0, shown).map(nameOf);
  await waitFor(() => {
    expect(countText()).toBe(count(answer.total));
    expect(shownTitles().slice(0, expected.length)).toEqual(expected);
  });
  if (answer.total === 0) {
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(noData);
    expect(shownTitles()).toHaveLength(0);
  }
}

/** The address after the app's `#`. */
export const address = () => decodeURIComponent(window.location.hash.slice(1));
