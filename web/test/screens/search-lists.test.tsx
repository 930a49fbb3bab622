import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryTag } from '@ecg/domain/contracts';
import { openApp } from './app-screen';
import { address, apiData, apiList, expectItems } from './list-answers';

/*
 * The lists of the search area (requirements §2 Other sections), each by its route, compared
 * with the server's answer for the same query, with every choice it offers, and their chips,
 * quarters and filters kept in the address. e2e/search-lists.spec.ts keeps, in one language,
 * what needs a browser: a card's overlay and Back to the same list with the focus on the card,
 * the long list's pages as the visitor scrolls, the keyboard, and axe.
 */

/** The link `name` of the navigation `navigation` (a string name is matched whole). */
const chip = (name: string, navigation: string) =>
  within(screen.getByRole('navigation', { name: navigation })).getByRole('link', { name });

/** How many choices each row of a list offers (lists, categories, quarters, tags), by its name. */
const shownChoices = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.search-tabs, .search-chips')].map((row) => [
      row.parentElement?.getAttribute('aria-label'),
      row.querySelectorAll('a').length,
    ]),
  );

/** The filter tags of each sub-list of food, lodging and shopping. */
const SUBLIST_TAGS: Record<string, string> = {
  attractions: 'attraction',
  cuisines: 'food',
  souvenirs: 'shop',
  accommodation: 'hotel',
};

/**
 * The choices each row of the list at `route` offers once its categories and tags have come,
 * asked of the API: the six lists, then an "All" before the categories, and before the filter
 * tags if there are any.
 */
async function choicesOf(route: string): Promise<Record<string, number>> {
  const [, lang, , tab = '', sublist = 'cuisines'] = route.split('/');
  const count = async (path: string) =>
    (await apiData<unknown[]>(`/${lang}/opendata/${path}`)).length;
  const categories = async (kind: string) => 1 + (await count(`categories?kind=${kind}`));
  const tags = async (kind: string | undefined): Promise<Record<string, number>> => {
    const found = await count(`tags?kind=${kind}`);
    return found === 0 ? {} : { 'Filter tags': found + 1 };
  };
  const lists = { Lists: 6 };
  switch (tab) {
    case '':
    case 'attractions':
      return {
        ...lists,
        Categories: await categories('attraction'),
        ...(await tags('attraction')),
      };
    case 'tours':
      return { ...lists, Categories: await categories('tour') };
    case 'events':
      return { ...lists, Quarters: 5 };
    case 'places':
      return {
        ...lists,
        'Food, lodging & shopping': 4,
        ...(await tags(SUBLIST_TAGS[sublist])),
      };
    default:
      return lists;
  }
}

describe('each list by its route', () => {
  const lists: [string, string, Record<string, string | number>, string][] = [
    ['/en/search/', '/en/opendata/attractions', {}, 'Attractions'],
    ['/en/search/attractions/', '/en/opendata/attractions', {}, 'Attractions'],
    [
      '/en/search/attractions/category/16',
      '/en/opendata/attractions',
      { category: 16 },
      'Attractions',
    ],
    ['/en/search/tours/category/all', '/en/opendata/tours', {}, 'Itineraries'],
    ['/en/search/tours/category/616', '/en/opendata/tours', { category: 616 }, 'Itineraries'],
    ['/en/search/events', '/en/opendata/activities', {}, 'Events'],
    ['/en/search/events/quarter/4', '/en/opendata/activities', { quarter: 4 }, 'Events'],
    ['/en/search/coupon', '/en/opendata/coupons', {}, 'Coupons'],
    ['/en/search/places/attractions', '/en/opendata/attractions', {}, 'Food, lodging & shopping'],
    [
      '/en/search/places/cuisines',
      '/en/opendata/shops',
      { type: 'cuisines' },
      'Food, lodging & shopping',
    ],
    [
      '/en/search/places/souvenirs',
      '/en/opendata/shops',
      { type: 'souvenirs' },
      'Food, lodging & shopping',
    ],
    [
      '/en/search/places/accommodation',
      '/en/opendata/accommodations',
      {},
      'Food, lodging & shopping',
    ],
  ];
  it.each(lists)(
    "%s shows the API's items and total, and all its choices",
    async (route, api, query, heading) => {
      const answer = await apiList(api, query);
      const choices = await choicesOf(route);
      await openApp(route);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
      const tabs = screen.getByRole('navigation', { name: 'Lists' });
      expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe(heading);
      await expectItems(answer);
      await waitFor(() => expect(shownChoices()).toEqual(choices));
    },
  );

  it('the seed has no coupon: No Data, and the title says which list it is', async () => {
    await openApp('/zh-tw/search/coupon');
    await expectItems(await apiList('/zh-tw/opendata/coupons'), {
      count: (total) => `共 ${total} 筆`,
      noData: '查無資料',
    });
    expect(document.title).toMatch(/^優惠券 \| /);
  });

  it('a route that names no list is a not-found', async () => {
    await openApp('/en/search/nowhere');
    await screen.findByRole('heading', { name: 'This page could not be found' });
  });
});

describe('the choices of a list', () => {
  it('the attraction categories 11 to 17: each chip changes the address and the items', async () => {
    const categories = await apiData<CategoryTag[]>('/en/opendata/categories?kind=attraction');
    expect(categories.map((category) => category.value)).toEqual([11, 12, 13, 14, 15, 16, 17]);
    await openApp('/en/search/attractions/');
    await screen.findByRole('navigation', { name: 'Categories' });
    for (const category of categories) {
      fireEvent.click(await waitFor(() => chip(category.title, 'Categories')));
      expect(address()).toBe(`/en/search/attractions/category/${category.value}`);
      await waitFor(() =>
        expect(chip(category.title, 'Categories').getAttribute('aria-current')).toBe('page'),
      );
      await expectItems(
        await apiList('/en/opendata/attractions', { category: category.value as number }),
        { shown: 3 },
      );
      expect(document.title).toMatch(new RegExp(`^${category.title} · Attractions \\|`));
    }
    fireEvent.click(chip('All', 'Categories'));
    expect(address()).toBe('/en/search/attractions/');
    await expectItems(await apiList('/en/opendata/attractions'));
  });

  it('tours by category, and back to all', async () => {
    const categories = await apiData<CategoryTag[]>('/en/opendata/categories?kind=tour');
    expect(categories.map((category) => category.value)).toEqual([
      611, 612, 613, 614, 615, 616, 20675,
    ]);
    await openApp('/en/search/tours/category/all');
    const bikes = categories.find((category) => category.value === 616)!;
    fireEvent.click(await waitFor(() => chip(bikes.title, 'Categories')));
    expect(address()).toBe('/en/search/tours/category/616');
    await expectItems(await apiList('/en/opendata/tours', { category: 616 }));
    fireEvent.click(chip('All', 'Categories'));
    expect(address()).toBe('/en/search/tours/category/all');
    await expectItems(await apiList('/en/opendata/tours'));
  });

  it('events by quarter, with a region', async () => {
    await openApp('/en/search/events');
    fireEvent.click(await waitFor(() => chip('Jul–Sep', 'Quarters')));
    expect(address()).toBe('/en/search/events/quarter/3');
    await expectItems(await apiList('/en/opendata/activities', { quarter: 3 }));
    // The quarter's recurring festivals lead: their usual months, where, and who to ask.
    expect(document.querySelector('.search-list .card__meta')?.textContent).toMatch(
      /^Usually in [A-Z][a-z]+(–[A-Z][a-z]+)? · .+Confirm dates with .+$/,
    );
    const region = await screen.findByLabelText('Region');
    await within(region).findByRole('option', { name: 'Green Island' });
    fireEvent.change(region, { target: { value: '3' } });
    expect(address()).toBe('/en/search/events/quarter/3?region=3');
    await expectItems(await apiList('/en/opendata/activities', { quarter: 3, region: 3 }));
    // Another quarter keeps the region.
    fireEvent.click(chip('Oct–Dec', 'Quarters'));
    expect(address()).toBe('/en/search/events/quarter/4?region=3');
  });

  it('region and township are in the address; another region drops the township', async () => {
    await openApp('/en/search/attractions/');
    const region = await screen.findByLabelText('Region');
    await within(region).findByRole('option', { name: 'Green Island' });
    fireEvent.change(region, { target: { value: '3' } });
    expect(address()).toBe('/en/search/attractions/?region=3');
    await expectItems(await apiList('/en/opendata/attractions', { region: 3 }));
    // Only the townships of the region are offered.
    const township = screen.getByLabelText('Township');
    await waitFor(() =>
      expect([...township.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
        'All townships',
        'Ludao Township',
      ]),
    );
    fireEvent.change(township, { target: { value: '10014110' } });
    expect(address()).toBe('/en/search/attractions/?region=3&township=10014110');
    await expectItems(
      await apiList('/en/opendata/attractions', { region: 3, township: '10014110' }),
    );
    // Another region drops a township that is not in it.
    fireEvent.change(region, { target: { value: '1' } });
    expect(address()).toBe('/en/search/attractions/?region=1');
    await waitFor(() => expect((township as HTMLSelectElement).value).toBe(''));
  });

  describe('a filter tag of the hotels', () => {
    const route = '/en/search/places/accommodation?region=2&township=10014040';
    async function wifi() {
      const tags = await apiData<CategoryTag[]>('/en/opendata/tags?kind=hotel');
      const tag = tags.find((entry) => entry.title === 'Wi-Fi')!;
      const tagged = await apiList('/en/opendata/accommodations', {
        region: 2,
        township: '10014040',
        tag: String(tag.value),
      });
      expect(tagged.total).toBeGreaterThan(0);
      return { tag, tagged };
    }

    it('joins the region and township in the address', async () => {
      const { tag, tagged } = await wifi();
      await openApp(route);
      const group = await screen.findByRole('group', { name: 'Filter tags' });
      fireEvent.click(await within(group).findByRole('link', { name: tag.title }));
      expect(address()).toBe(`${route}&tag=${String(tag.value)}`);
      await expectItems(tagged);
    });

    it('an address with all three, typed or reloaded, sets them', async () => {
      const { tag, tagged } = await wifi();
      await openApp(`${route}&tag=${String(tag.value)}`);
      await expectItems(tagged);
      await waitFor(() => {
        expect((screen.getByLabelText('Region') as HTMLSelectElement).value).toBe('2');
        expect((screen.getByLabelText('Township') as HTMLSelectElement).value).toBe('10014040');
      });
      const group = screen.getByRole('group', { name: 'Filter tags' });
      const chosen = within(group).getByRole('link', { name: tag.title });
      expect(chosen.getAttribute('aria-current')).toBe('true');
    });
  });

  it('the sub-lists of food, lodging and shopping keep the region and township', async () => {
    await openApp('/en/search/places/cuisines?region=1');
    await expectItems(await apiList('/en/opendata/shops', { type: 'cuisines', region: 1 }));
    const sublists = 'Food, lodging & shopping';
    fireEvent.click(chip('Accommodation', sublists));
    expect(address()).toBe('/en/search/places/accommodation?region=1');
    await waitFor(() =>
      expect(chip('Accommodation', sublists).getAttribute('aria-current')).toBe('page'),
    );
    await expectItems(await apiList('/en/opendata/accommodations', { region: 1 }));
    fireEvent.click(chip('Souvenirs', sublists));
    await expectItems(await apiList('/en/opendata/shops', { type: 'souvenirs', region: 1 }));
    fireEvent.click(chip('Attractions', sublists));
    expect(address()).toBe('/en/search/places/attractions?region=1');
    await expectItems(await apiList('/en/opendata/attractions', { region: 1 }));
  });
});
