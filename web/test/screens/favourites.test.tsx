import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteEntry, FavouriteKind } from '@ecg/domain/contracts';
import { changeFavourites } from '@/lib/favourites/favourites-store';
import { openApp } from './app-screen';

/*
 * My Favorites (requirements §2 Other sections): reached from the menu, what this phone keeps,
 * by kind in the domain's order, each opening its overlay over the page; the empty state; the
 * list to copy where the phone has no share sheet. The GPX and KML files are
 * web/src/features/favourites/favourite-files.test.ts's; e2e/favourites.spec.ts keeps the
 * journey through a reload, and axe.
 */

const entry = (kind: FavouriteKind, id: number, title: string, changedAt: number) =>
  [`${kind}-${id}`, { pid: `${kind}-${id}`, kind, id, title, changedAt, removed: false }] as const;

async function keep(...entries: (readonly [string, FavouriteEntry])[]) {
  await changeFavourites(() => Object.fromEntries(entries));
}

const groupTitles = () =>
  within(document.querySelector<HTMLElement>('.favourites') ?? document.body)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Favorites', () => {
  it('is reached from the menu, and says how to add one while there are none', async () => {
    await openApp('/en/');
    act(() => screen.getByRole('button', { name: 'Open menu' }).click());
    const link = await screen.findByRole('link', { name: 'My favourites' });
    act(() => link.click());
    await screen.findByRole('heading', { level: 1, name: 'My favourites' });
    expect(window.location.hash).toBe('#/en/favourites');
    await screen.findByText('No favourites yet.');
    expect(screen.getByText(/^Tap the heart beside the title/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Copy the list' })).toBeNull();
  });

  it('lists them by kind in the domain’s order, newest first, each opening its overlay', async () => {
    await keep(
      entry('tour', 2, 'Rift valley by rail', 5),
      entry('attraction', 1, 'Sanxiantai', 3),
      entry('attraction', 11, 'Xiaoyeliu', 4),
      ['event-9', { ...entry('event', 9, 'Gone', 1)[1], removed: true }],
    );
    await openApp('/en/favourites');
    await screen.findByRole('heading', { level: 2, name: 'Attractions' });
    expect(groupTitles()).toEqual(['Attractions', 'Itineraries', 'Export and share']);
    const attractions = screen.getByRole('region', { name: 'Attractions' });
    const links = within(attractions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Xiaoyeliu', '#/en/favourites?attraction=11'],
      ['Sanxiantai', '#/en/favourites?attraction=1'],
    ]);
    expect(screen.queryByText('Gone')).toBeNull();
    act(() => screen.getByRole('link', { name: 'Rift valley by rail' }).click());
    const overlay = await screen.findByRole('dialog');
    await within(overlay).findByRole('button', { name: /^Favourite: /, pressed: true });
  });

  it('drops a favourite whose heart is pressed, down to the empty state', async () => {
    await keep(entry('tour', 2, 'Rift valley by rail', 5));
    await openApp('/en/favourites');
    const heart = await screen.findByRole('button', {
      name: 'Favourite: Rift valley by rail',
      pressed: true,
    });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBe('false'));
    act(() => heart.click());
    await screen.findByText('No favourites yet.');
  });

  it('copies the list with each favourite’s link where the phone cannot share', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    await keep(entry('attraction', 1, 'Sanxiantai', 3));
    await openApp('/en/favourites');
    const copy = await screen.findByRole('button', { name: 'Copy the list' });
    act(() => copy.click());
    await screen.findByText('The list was copied.');
    expect(copied).toEqual([
      `My favourites\n\nSanxiantai\n${window.location.origin}/pwa/#/en/search/attractions/detail/1`,
    ]);
  });

  it('reads in Chinese', async () => {
    await keep(entry('guide', 1, '三仙台導覽', 3));
    await openApp('/zh-tw/favourites');
    await screen.findByRole('heading', { level: 1, name: '我的最愛' });
    await screen.findByRole('heading', { level: 2, name: '導覽' });
    expect(screen.getByRole('button', { name: /^我的最愛：/, pressed: true })).toBeDefined();
  });
});
