import { QueryClient } from '@/lib/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesQuery } from '@/lib/api/categories';
import { tourCategoriesQuery } from './home-queries';

// data/editorial/categories.json: tour category 611 is Food.
const tourCategories = [{ title: 'Food', value: 611 }];
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ success: true, data: tourCategories }), {
      headers: { 'Content-Type': 'application/json' },
    }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The categories call was kept under ['categories', lang, { kind: 'tour' }] by the
// home and under ['categories', lang, 'tour'] by the lists, so it was asked and kept twice.
describe("the home's themed tours and the lists' chips", () => {
  it('keep the categories call under one key', () => {
    expect(tourCategoriesQuery('en').queryKey).toEqual(categoriesQuery('tour', 'en').queryKey);
    expect(tourCategoriesQuery('en').queryKey).toEqual(['categories', 'en', { kind: 'tour' }]);
  });

  it('ask it once between them', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await client.fetchQuery(tourCategoriesQuery('en'));
    await expect(client.fetchQuery(categoriesQuery('tour', 'en'))).resolves.toEqual(tourCategories);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/en/opendata/categories?kind=tour');
  });
});
