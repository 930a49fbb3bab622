import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

/**
 * Pictures were titled in Chinese in the English and Japanese interface.
 * Publishers title most pictures with the place's Chinese name, which is shown as the place's
 * name in the reader's language; a caption written only in Chinese is left out there.
 */
const context = useTestApp();

interface Titled {
  src: string;
  title?: string;
}

const HAN = /\p{Script=Han}/u;

async function answer<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const response = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const detail = <T>(lang: string, path: string, id: number) =>
  answer<T>('POST', `/${lang}/opendata/${path}/detail`, { id });

describe('picture titles', () => {
  it("title a photo guide's pictures with its places' names in English, Japanese and Chinese", async () => {
    const titles = async (lang: string) =>
      (await detail<{ images: Titled[] }>(lang, 'tour-guides', 1)).images.map((i) => i.title);
    expect(await titles('zh-tw')).toEqual([
      '石梯坪',
      '八仙洞',
      '烏石鼻',
      '石雨傘',
      '三仙台',
      '富岡地質公園 (小野柳)',
    ]);
    const en = await titles('en');
    expect(en.slice(0, 5)).toEqual([
      'Shitiping',
      'Baxian Caves',
      'Wushibi',
      expect.any(String),
      'Sanxiantai',
    ]);
    expect(en.every((title) => title === undefined || !HAN.test(title))).toBe(true);
    const ja = await titles('ja');
    expect(ja).not.toEqual(await titles('zh-tw'));
  });

  it('title the list of photo guides in the same way', async () => {
    const { items } = await answer<{ items: { image: Titled | null }[] }>(
      'GET',
      '/en/opendata/galleries?pageSize=50',
    );
    expect(items.length).toBeGreaterThan(3);
    for (const { image } of items) {
      if (image?.title !== undefined) expect(image.title).not.toMatch(HAN);
    }
  });

  it("title a place's pictures with its name, and leave out a caption only in Chinese", async () => {
    // 加路蘭: its first picture is titled with its name, another with a caption in Chinese.
    const zh = await detail<{ images: Titled[] }>('zh-tw', 'attractions', 11);
    expect(zh.images.map((image) => image.title)).toContain(
      '加路蘭藝術作品-《伊祐‧噶照 Iyo Kacaw》在海邊看書，好嗎',
    );
    const en = await detail<{ name: string; images: Titled[] }>('en', 'attractions', 11);
    expect(en.images.map((image) => image.src)).toEqual(zh.images.map((image) => image.src));
    for (const [index, image] of en.images.entries()) {
      const published = zh.images[index]?.title;
      if (published === '加路蘭') expect(image.title).toBe(en.name);
      else expect(image).not.toHaveProperty('title');
    }
    const { items } = await answer<{ items: { id: number; name: string; image: Titled }[] }>(
      'GET',
      `/en/opendata/attractions?q=${encodeURIComponent('Jialulan')}`,
    );
    expect(items.find((item) => item.id === 11)?.image.title).toBe(en.name);
  });

  it("title a tour's pictures with its stops' names", async () => {
    const [tour] = await detail<{ images: Titled[] }[]>('en', 'tours', 1);
    expect(tour?.images.length).toBeGreaterThan(0);
    for (const image of tour?.images ?? []) {
      if (image.title !== undefined) expect(image.title).not.toMatch(HAN);
    }
    const { items } = await answer<{ items: { image: Titled | null }[] }>(
      'GET',
      '/en/opendata/tours?pageSize=50',
    );
    expect(items.some((item) => item.image?.title !== undefined)).toBe(true);
    for (const { image } of items) {
      if (image?.title !== undefined) expect(image.title).not.toMatch(HAN);
    }
  });
});
