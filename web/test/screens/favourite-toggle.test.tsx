import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX_ENTRIES, type Attraction, type Coupon } from '@ecg/domain/contracts';
import { parseLatLng } from '@ecg/domain/rules/distance';
import { changeFavourites, readFavourites } from '@/lib/favourites/favourites-store';
import { json, openApp, standIn } from './app-screen';
import { post } from './overlay-parts';

/*
 * The favourite toggle of every detail overlay but the static pages, and of every list card
 * (requirements §4 Favourite toggle): what it keeps on the device (web/src/lib/favourites), its state and its words, and a
 * full collection said.
 */

const openOverlay = () => document.querySelector<HTMLElement>('.overlay--open');

async function toggleIn(overlayAddress: string) {
  await openApp(overlayAddress);
  const button = await screen.findByRole('button', { name: /^Favourite: /, pressed: false });
  // Pressable once the store has been read, so its state is the one stored.
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
  const heading = within(openOverlay() ?? document.body).getByRole('heading', { level: 1 });
  // The name as shown, without the Chinese name a place's heading may add under it.
  return { button, title: heading.firstChild?.textContent };
}

/** A dated event's id (the list leads with the recurring festivals, which open nothing). */
async function eventId(): Promise<number> {
  const list = await fetch('/en/opendata/activities?past=true&pageSize=100', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { data } = (await list.json()) as { data: { items: { kind: string; id: number }[] } };
  const id = data.items.find((item) => item.kind === 'event')?.id;
  if (id === undefined) throw new Error('the seed has a dated event');
  return id;
}

/** A coupon, which the seed does not hold, answered in the server's place. */
function answeredCoupon(): Promise<number> {
  const coupon: Coupon = {
    id: 31,
    name: 'NT$10 off steamed buns',
    images: [],
    start: '2026-11-01 00:00:00',
    end: '2026-12-31 23:59:59',
    description: 'NT$10 off every NT$100 spent.',
    restrication: 'One per visit.',
    shop_id: 770,
    shop_name: 'Bun shop',
    shop_address: 'Taitung',
    shop_latlng: '22.75,121.15',
    shop_tel: '089-000000',
    shop_categories: '122',
  };
  standIn(/\/opendata\/coupons\/recent$/, () => json({ success: true, data: [coupon] }));
  return Promise.resolve(coupon.id);
}

describe('the favourite toggle', () => {
  it('keeps an attraction with its name and position, and removes it again', async () => {
    const attraction = await post<Attraction>('/en/opendata/attractions/detail', { id: 1 });
    const { button } = await toggleIn('/en/?attraction=1');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => button.click());
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe(`Favourite: ${attraction.name}`);
    const at = parseLatLng(attraction.latlng);
    expect((await readFavourites())['attraction-1']).toMatchObject({
      kind: 'attraction',
      id: 1,
      title: attraction.name,
      ...(at ?? {}),
      removed: false,
    });

    act(() => button.click());
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.textContent).toBe(`Favourite: ${attraction.name}`);
    expect((await readFavourites())['attraction-1']?.removed).toBe(true);
  });

  it.each([
    ['shop', () => Promise.resolve(721)],
    ['accommodation', () => Promise.resolve(719)],
    ['tour', () => Promise.resolve(2)],
    ['event', eventId],
    ['coupon', answeredCoupon],
    ['guide', () => Promise.resolve(1)],
  ] as const)('is on the %s overlay, keeping its kind, id and title', async (kind, idOf) => {
    const id = await idOf();
    const { button, title } = await toggleIn(`/en/?${kind}=${id}`);
    act(() => button.click());
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect((await readFavourites())[`${kind}-${id}`]).toMatchObject({ kind, id, title });
  });

  it('speaks the reader’s language', async () => {
    await openApp('/zh-tw/?tour=2');
    const button = await screen.findByRole('button', { name: /^我的最愛：/, pressed: false });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    act(() => button.click());
    await screen.findByRole('button', { name: /^我的最愛：/, pressed: true });
  });

  it('says the collection is full instead of doing nothing', async () => {
    const now = Date.now();
    await changeFavourites(() =>
      Object.fromEntries(
        Array.from({ length: FAVOURITES_MAX_ENTRIES }, (_, index) => [
          `event-${index + 1}`,
          {
            pid: `event-${index + 1}`,
            kind: 'event' as const,
            id: index + 1,
            title: `Event ${index + 1}`,
            changedAt: now,
            removed: false,
          },
        ]),
      ),
    );
    const { button } = await toggleIn('/en/?tour=2');
    act(() => button.click());
    const said = await within(openOverlay() ?? document.body).findByText(
      `You have ${FAVOURITES_MAX_ENTRIES} favourites, the most this phone keeps. Remove one to add another.`,
    );
    expect(said.getAttribute('role')).toBe('status');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect((await readFavourites())['tour-2']).toBeUndefined();
  });

  it('beside a list card, keeps the item with its position, as the overlay shows it', async () => {
    await openApp('/en/search/attractions/');
    const row = await waitFor(() => {
      const first = document.querySelector<HTMLElement>('.search-list [aria-posinset="1"]');
      expect(first?.querySelector('a')).toBeTruthy();
      return first!;
    });
    const card = within(row).getByRole('link');
    const button = within(row).getByRole('button', { name: /^Favourite: /, pressed: false });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    const id = Number(/attraction=(\d+)/.exec(card.getAttribute('href') ?? '')?.[1]);
    const attraction = await post<Attraction>('/en/opendata/attractions/detail', { id });
    expect(button.textContent).toBe(`Favourite: ${attraction.name}`);
    act(() => button.click());
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect((await readFavourites())[`attraction-${id}`]).toMatchObject({
      kind: 'attraction',
      id,
      title: attraction.name,
      ...(parseLatLng(attraction.latlng) ?? {}),
      removed: false,
    });
    act(() => card.click());
    const overlay = await waitFor(() => {
      expect(openOverlay()).toBeTruthy();
      return openOverlay()!;
    });
    const inOverlay = await within(overlay).findByRole('button', {
      name: `Favourite: ${attraction.name}`,
    });
    expect(inOverlay.getAttribute('aria-pressed')).toBe('true');
  });
});
