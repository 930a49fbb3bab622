import {
  articleSchema,
  envelope,
  errorEnvelopeSchema,
  listPageSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const context = useTestApp();
const articlePage = envelope(listPageSchema(articleSchema));

const get = (url: string) => context.app.inject({ method: 'GET', url });
const list = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return articlePage.parse(response.json()).data;
};

describe('the editorial lists of requirements §7', () => {
  it.each([
    ['news', 3],
    ['banner', 2],
    ['marquee', 2],
    ['faqs', 8],
    ['links', 8],
    ['glossaries', 10],
  ])('GET /{lang}/opendata/%s answers its items in three languages', async (path, atLeast) => {
    const ids = [];
    for (const lang of ['zh-tw', 'en', 'ja']) {
      const page = await list(`/${lang}/opendata/${path}?pageSize=100`);
      expect(page.total).toBeGreaterThanOrEqual(atLeast);
      for (const item of page.items) {
        expect(item.content).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
      ids.push(page.items.map((item) => item.id));
    }
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
  });

  it('lists the news newest first, each leading somewhere', async () => {
    const { items } = await list('/en/opendata/news');
    const times = items.map((item) => item.datetime);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.every((item) => item.href !== undefined)).toBe(true);
  });

  it('gives the home page exactly two banners, each with a picture and a destination', async () => {
    const { items } = await list('/ja/opendata/banner');
    expect(items).toHaveLength(2);
    for (const banner of items) {
      expect(banner.image?.src).toMatch(/^https?:\/\//);
      expect(banner.href).toMatch(/^(\/|https:\/\/)/);
    }
  });

  it('gives every link an https address', async () => {
    const { items } = await list('/en/opendata/links?pageSize=100');
    expect(items.every((item) => item.href?.startsWith('https://'))).toBe(true);
  });

  it('has no publications in the open data, and says so with an empty list', async () => {
    expect(await list('/en/opendata/publications')).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('finds a question by a keyword in each language', async () => {
    const english = await list('/en/opendata/faqs?q=permit');
    expect(english.items.map((item) => item.title)).toContain(
      'Do I need a permit for Green Island?',
    );
    const chinese = await list('/zh-tw/opendata/faqs?q=綠島');
    expect(chinese.total).toBeGreaterThan(0);
    expect((await list('/ja/opendata/faqs?q=存在しない語句')).total).toBe(0);
  });

  it('pages a list', async () => {
    const first = await list('/en/opendata/glossaries?pageSize=5');
    const second = await list('/en/opendata/glossaries?pageSize=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(second.total).toBe(first.total);
  });

  it.each(['pageSize=0', 'page=x', 'pageSize=101'])(
    'answers %s with a 400 naming it',
    async (query) => {
      const response = await get(`/en/opendata/faqs?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).message).toContain(
        `querystring.${query.split('=')[0]}`,
      );
    },
  );

  it('answers an unsupported language with a 404', async () => {
    expect((await get('/ko/opendata/news')).statusCode).toBe(404);
  });
});
