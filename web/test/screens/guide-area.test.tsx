import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuideSummary, ListPage } from '@ecg/domain/contracts';
import { json, openApp, standIn, withdrawStandIn } from './app-screen';

/*
 * The guide area (requirements §2 /{lang}/guide/{type}/{value}): a tab per guide type, the
 * list as the API answers it, the titles, No Data, the marks of video and audio guides, the
 * keyword in the address. e2e/guide-area.spec.ts keeps, in English, a guide opening its
 * overlay over the list and axe on the list and on No Data.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiGuides(query: Record<string, string>): Promise<ListPage<GuideSummary>> {
  const params = new URLSearchParams({ ...query, pageSize: '20' });
  const answer = await fetch(`/en/opendata/tour-guides?${params.toString()}`, { headers: HEADERS });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { data: ListPage<GuideSummary> }).data;
}

const titles = () =>
  [...document.querySelectorAll('.guide-list .card__title')].map((title) =>
    title.textContent?.trim(),
  );
const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Guide types' })).getByRole('link', { name });

describe('the guide area', () => {
  it('lists the photo guides as the API answers, /guide opening that tab', async () => {
    const photos = await apiGuides({ type: 'photo' });
    expect(photos.total).toBeGreaterThan(0);
    const expected = photos.items.map((guide) => guide.title);
    await openApp('/en/guide');
    await waitFor(() => expect(titles()).toEqual(expected));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Guide');
    expect(tab('Photos').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Guide | East Coast National Scenic Area'));

    fireEvent.click(tab('Photos'));
    await waitFor(() => expect(window.location.hash).toBe('#/en/guide/photo'));
    await waitFor(() =>
      expect(document.title).toBe('Photo guides | East Coast National Scenic Area'),
    );
    await waitFor(() => expect(titles()).toEqual(expected));
  });

  it.each([
    ['video', 'Video'],
    ['audio', 'Audio'],
  ])('the %s tab says No Data while there is none', async (type, name) => {
    expect((await apiGuides({ type })).total).toBe(0);
    await openApp('/en/guide/photo');
    await waitFor(() => expect(titles().length).toBeGreaterThan(0));
    fireEvent.click(tab(name));
    await waitFor(() => expect(tab(name).getAttribute('aria-current')).toBe('page'));
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((status) => status.textContent?.includes('No Data')),
      ).toBe(true),
    );
    expect(titles()).toHaveLength(0);
  });

  it('video and audio guides carry their mark', async () => {
    const pattern = /\/en\/opendata\/tour-guides\?/;
    standIn(pattern, (url) => {
      const type = url.searchParams.get('type') ?? 'video';
      return json({
        success: true,
        data: {
          items: [
            {
              id: 1,
              title: `A ${type} guide`,
              type,
              update_time: '2026-11-21 00:00:00',
              image: null,
              ...(type === 'video' ? { video_id: 'abc' } : { audio: 'https://example.org/a.mp3' }),
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      });
    });
    try {
      await openApp('/en/guide/video');
      await waitFor(() =>
        expect(document.querySelector('.guide-item--video .guide-item__badge')).not.toBeNull(),
      );
      fireEvent.click(tab('Audio'));
      await waitFor(() =>
        expect(document.querySelector('.guide-item--audio .guide-item__badge')).not.toBeNull(),
      );
    } finally {
      withdrawStandIn(pattern);
    }
  });

  it('a keyword narrows the list and stays in the address', async () => {
    const photos = await apiGuides({ type: 'photo' });
    const keyword = (photos.items[1]?.title ?? '').split(' ').slice(-2).join(' ');
    const found = await apiGuides({ type: 'photo', q: keyword });
    expect(found.total).toBeGreaterThan(0);
    const expected = found.items.map((guide) => guide.title);
    await openApp('/en/guide/photo');
    const field = await screen.findByRole('searchbox', { name: 'Search guides' });
    expect(field.getAttribute('placeholder')).toBe('Enter keyword');
    fireEvent.change(field, { target: { value: keyword } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/en\/guide\/photo\?q=/));
    const hash = window.location.hash;
    expect(new URLSearchParams(hash.slice(hash.indexOf('?'))).get('q')).toBe(keyword);
    await waitFor(() => expect(titles()).toEqual(expected));
  });

  it('an address with a keyword opens with it in the field and the list narrowed', async () => {
    const photos = await apiGuides({ type: 'photo' });
    const keyword = (photos.items[1]?.title ?? '').split(' ').slice(-2).join(' ');
    const found = await apiGuides({ type: 'photo', q: keyword });
    await openApp(`/en/guide/photo?q=${encodeURIComponent(keyword)}`);
    await waitFor(() => expect(titles()).toEqual(found.items.map((guide) => guide.title)));
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search guides' });
    expect(field.value).toBe(keyword);
  });
});
