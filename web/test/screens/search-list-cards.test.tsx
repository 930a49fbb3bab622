import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, openApp, standIn, withdrawStandIn } from './app-screen';
import { address, apiList, expectItems, nameOf, shownTitles } from './list-answers';

/*
 * A list of the search area searched by keyword, its cards opening their overlays, and a list
 * whose call fails (requirements §5, §8). e2e/search-lists.spec.ts keeps one card's overlay
 * and Back to the same list with the focus on the card, in one language.
 */

/** An overlay is named by its title, which leads with the record's name (requirements §6). */
const titled = (name: string) => (accessibleName: string) => accessibleName.startsWith(name);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keyword search', () => {
  it('Enter asks the API with q, the clear button shows the whole list', async () => {
    const all = await apiList('/en/opendata/attractions');
    // A word from a real record, some way down the list.
    const word = nameOf(all.items[7]!)
      .split(' ')
      .find((part) => part.length > 4)!;
    const found = await apiList('/en/opendata/attractions', { q: word });
    expect(found.items.map(nameOf)).toContain(nameOf(all.items[7]!));
    await openApp('/en/search/attractions/');
    const field = await screen.findByRole('searchbox', { name: 'Keyword' });
    expect(field.getAttribute('placeholder')).toBe('enter keyword');
    fireEvent.change(field, { target: { value: word } });
    fireEvent.submit(field);
    expect(address()).toBe(`/en/search/attractions/?q=${word}`);
    await expectItems(found);

    fireEvent.click(screen.getByRole('button', { name: 'Clear keyword' }));
    expect(address()).toBe('/en/search/attractions/');
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    await expectItems(all);
  });

  it('in zh-tw the field prompts 請輸入關鍵字 and the search button searches', async () => {
    await openApp('/zh-tw/search/attractions/');
    const field = await screen.findByRole('searchbox', { name: '關鍵字' });
    expect(field.getAttribute('placeholder')).toBe('請輸入關鍵字');
    fireEvent.change(field, { target: { value: '海' } });
    fireEvent.click(screen.getByRole('button', { name: '搜尋' }));
    await expectItems(await apiList('/zh-tw/opendata/attractions', { q: '海' }), {
      shown: 3,
      count: (total) => `共 ${total} 筆`,
    });
  });
});

describe('a card opens its overlay over the list', () => {
  const cases: [string, string, Record<string, string | number>, string][] = [
    [
      '/en/search/attractions/category/11?region=1',
      '/en/opendata/attractions',
      { category: 11, region: 1 },
      'attraction',
    ],
    ['/en/search/tours/category/611', '/en/opendata/tours', { category: 611 }, 'tour'],
    [
      '/en/search/events/quarter/3?region=3&past=true',
      '/en/opendata/activities',
      { quarter: 3, region: 3, past: 'true' },
      'event',
    ],
    [
      '/en/search/places/cuisines?region=2',
      '/en/opendata/shops',
      { type: 'cuisines', region: 2 },
      'shop',
    ],
    [
      '/en/search/places/accommodation?q=B%26B',
      '/en/opendata/accommodations',
      { q: 'B&B' },
      'accommodation',
    ],
  ];
  it.each(cases.map(([route, api, query, kind]) => ({ route, api, query, kind })))(
    'a $kind card of $route',
    async ({ route, api, query, kind }) => {
      const answer = await apiList(api, query);
      const second = answer.items[1] ?? answer.items[0]!;
      await openApp(route);
      await expectItems(answer, { shown: 2 });
      const card = [...document.querySelectorAll('.search-list .card__title')].find(
        (title) => title.textContent === nameOf(second),
      )!;
      fireEvent.click(card.closest('a')!);
      const separator = route.includes('?') ? '&' : '?';
      expect(address()).toBe(
        `${decodeURIComponent(route)}${separator}${kind}=${String(second.id)}`,
      );
      await screen.findByRole('dialog', { name: titled(nameOf(second)) });
    },
  );

  it('the attraction path search/attractions/detail/{id} shows the attractions under it', async () => {
    const answer = await apiList('/en/opendata/attractions');
    const first = answer.items[0]!;
    await openApp(`/en/search/attractions/detail/${String(first.id)}`);
    await screen.findByRole('dialog', { name: titled(nameOf(first)) });
    // The list lies under the overlay.
    await expectItems(answer);
  });
});

describe('a list whose call fails', () => {
  const tours = /^\/en\/opendata\/tours\?/;

  it('shows Loading, tells a screen reader it failed, logs it, and asks again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    standIn(tours, () => json({ error: 'down' }, 503));
    await openApp('/en/search/tours/category/all');
    // requirements §8: the Loading seen stays; what a screen reader hears is the failure.
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const loading = retry.closest('.status--loading') as HTMLElement;
    expect(loading.textContent).toContain('Loading');
    expect(within(loading).getByRole('alert').textContent).toBe(
      'This could not be loaded. Check your connection and try again.',
    );
    expect(shownTitles()).toHaveLength(0);
    expect(
      logged.mock.calls.some(([text]) => String(text).includes('The tours list (page 1) failed')),
    ).toBe(true);
    withdrawStandIn(tours);
    fireEvent.click(retry);
    await expectItems(await apiList('/en/opendata/tours'));
    await waitFor(() => expect(document.querySelector('.status--loading')).toBeNull());
  });
});
