import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { goTo, openApp } from './app-screen';

/*
 * The route table (requirements §2): each address opens its area with its tab marked, its own
 * title and, in zh-tw only, the description; the game placeholder; the not-found screen inside
 * the shell. e2e/routes.spec.ts keeps what needs a browser: a new page starting at the top, a
 * screen whose code cannot be loaded, and axe over the not-found screen.
 */

describe('each address opens its area with the bottom navigation', () => {
  it.each([
    ['/en/', 'Home', 'Home'],
    ['/en/search/airplane/', 'Search', 'Transport'],
    ['/en/search/tours/category/all', 'Search', 'Itineraries'],
    ['/ja/guide/photo/3', 'ガイド', 'ガイド'],
    ['/en/live-camera/', 'Live', 'Live'],
    ['/zh-tw/service/', '服務', '服務'],
    // The spec's longest service shape: the weather page of the township of the value, 950.
    ['/zh-tw/service/weather/x/950', '服務', '天氣'],
  ])('%s', async (path, tab, title) => {
    await openApp(path);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent?.trim()).toBe(title),
    );
    expect(screen.getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
  });

  it('the weather page of the longest service shape answers for the township of its value', async () => {
    await openApp('/zh-tw/service/weather/x/950');
    await screen.findByRole('heading', { level: 2, name: '臺東市' });
  });
});

// The product's name in the title stayed Chinese in en and ja.
it.each([
  ['zh-tw', '導覽', '首頁', '東部海岸國家風景區'],
  ['en', 'Guide', 'Home', 'East Coast National Scenic Area'],
  ['ja', 'ガイド', 'ホーム', '東部海岸国家風景区'],
])(
  'each page in %s has its own title, and home the product’s name',
  async (lang, guide, home, product) => {
    await openApp(`/${lang}/guide/`);
    await waitFor(() => expect(document.title).toBe(`${guide} | ${product}`));
    fireEvent.click(screen.getByRole('link', { name: home }));
    await waitFor(() => expect(document.title).toBe(product));
  },
);

it('describes the page only in zh-tw', async () => {
  const description = () =>
    document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  await openApp('/zh-tw/');
  await waitFor(() => expect(description()?.content).toMatch(/東部海岸/));
  goTo('/en/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  await waitFor(() => expect(description()).toBeNull());
});

it('/zh-tw/game is a placeholder; elsewhere it does not exist', async () => {
  await openApp('/zh-tw/game');
  await screen.findByText('即將推出');
  goTo('/en/game');
  await screen.findByRole('heading', { name: 'This page could not be found' });
});

it('an unknown page shows the not-found screen inside the shell, with a way home', async () => {
  await openApp('/en/nowhere/a/b/c');
  await screen.findByRole('heading', { name: 'This page could not be found' });
  screen.getByRole('navigation', { name: 'Main navigation' });
  fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
  await waitFor(() => expect(window.location.hash).toBe('#/en/'));
});

it('a way of travel the Transport page does not hold is not found', async () => {
  await openApp('/en/search/airplane/hovercraft');
  await screen.findByRole('heading', { name: 'This page could not be found' });
});

it('a way of travel’s own screen leads back to the Transport page', async () => {
  await openApp('/en/search/airplane/trains');
  const back = await screen.findByRole('link', { name: 'Back to Transport' });
  fireEvent.click(back);
  await screen.findByRole('heading', { level: 1, name: 'Transport' });
  expect(window.location.hash).toBe('#/en/search/airplane/');
});
