import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { openApp } from './app-screen';
import { post } from './overlay-parts';

/*
 * Pictures were titled in Chinese in the English interface (requirements §2, §4): a picture its
 * publisher titled with the place's name is titled with the place's English name; one captioned
 * only in Chinese is named by its place and position. e2e/gallery-titles.spec.ts keeps the
 * viewer's alternative text (PhotoSwipe in a browser) and axe over it.
 */

const HAN = /\p{Script=Han}/u;

interface Titled {
  src: string;
  title?: string;
}

const labels = () =>
  [...document.querySelectorAll('.detail-carousel__open')].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );

it("a photo guide's pictures are titled with its places' English names", async () => {
  const guide = await post<{ title: string; images: Titled[] }>('/en/opendata/tour-guides/detail', {
    id: 1,
  });
  expect(guide.images.map((image) => image.title).slice(0, 3)).toEqual([
    'Shitiping',
    'Baxian Caves',
    'Wushibi',
  ]);
  await openApp('/en/?guide=1');
  await screen.findByRole('heading', { level: 1, name: guide.title });
  const expected = guide.images.map(
    (image, index) => `Enlarge picture ${index + 1}: ${image.title ?? guide.title}`,
  );
  await waitFor(() => expect(labels()).toEqual(expected));
  for (const label of labels()) expect(label).not.toMatch(HAN);
});

it('a picture captioned only in Chinese leaves no Chinese in its button', async () => {
  // Jialulan (加路蘭): one picture titled with its name, others captioned in Chinese only.
  const zh = await post<{ images: Titled[] }>('/zh-tw/opendata/attractions/detail', { id: 11 });
  const en = await post<{ name: string; images: Titled[] }>('/en/opendata/attractions/detail', {
    id: 11,
  });
  const captioned = zh.images.findIndex((image) => image.title !== '加路蘭');
  expect(captioned).toBeGreaterThanOrEqual(0);
  expect(zh.images[captioned]?.title).toMatch(HAN);
  await openApp('/en/?attraction=11');
  await waitFor(() => expect(labels()).toHaveLength(en.images.length));
  for (const label of labels()) expect(label).not.toMatch(HAN);
});
