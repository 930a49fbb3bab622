import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Campaign, Guide, StaticPage, Tour, TravelEvent } from '@ecg/domain/contracts';
import { openApp } from './app-screen';
import { backHref, fact, findOverlay, post, textOf } from './overlay-parts';

/*
 * The tour, event, static-page and guide overlays (requirements §2), each opened by deep link
 * and compared with the server's own record, in English and Chinese, and where their Back link
 * leads. e2e/detail-overlays.spec.ts keeps, in one language, the journeys (a stop and back to
 * the tour, the tours list and back, a link inside a page and back), the video's 16:9 box,
 * and axe on each overlay.
 */

const richText = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.rich-text')].map((each) => each.textContent);

describe('the tour overlay', () => {
  const id = 2;

  it('shows every field of the record; its Back leads to the tours list', async () => {
    const [tour] = await post<Tour[]>('/en/opendata/tours/detail', { id });
    if (!tour) throw new Error('tour 2 is in the seed');
    await openApp(`/en/?tour=${id}`);
    const dialog = await findOverlay(tour.title);
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { level: 1 }).textContent).toBe(tour.title),
    );
    expect(within(dialog).getAllByRole('button', { name: /^Enlarge picture/ })).toHaveLength(
      tour.images.length,
    );
    const themes = within(within(dialog).getByRole('list', { name: 'Themes' })).getAllByRole(
      'listitem',
    );
    expect(themes.map((theme) => theme.textContent)).toEqual(tour.category_names);
    expect(fact(dialog, 'Length')).toBe(`${tour.days} days`);
    const seasons = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };
    for (const season of tour.season)
      expect(fact(dialog, 'Best season')).toContain(seasons[season]);
    expect(fact(dialog, 'Getting around')).toContain('Car');
    expect(richText(dialog)[0]).toBe(textOf(tour.content));
    for (const [title, text] of [
      ['Costs', tour.price],
      ['Travel reminders', tour.remind],
      ['Note', tour.note],
    ] as const) {
      const heading = within(dialog).queryByRole('heading', { name: title });
      if (text) expect(heading?.closest('section')?.textContent).toContain(text);
      else expect(heading).toBeNull();
    }
    // The day list: DAY n, then each stop linking to its own overlay, in order.
    for (const [day, stops] of tour.daylist.entries()) {
      const region = within(dialog).getByRole('region', { name: `DAY ${day + 1}` });
      const links = within(region).getAllByRole('link');
      expect(links).toHaveLength(stops.length);
      for (const [index, stop] of stops.entries()) {
        expect(links[index]?.textContent).toContain(stop.name);
        expect(links[index]?.getAttribute('href')).toBe(`#/en/?${stop.type}=${stop.id}`);
      }
    }
    // The trip map belongs to the map: no fake button. The adaptation is its dialog's own
    // (tour-adaptation.test.tsx).
    expect(within(dialog).queryAllByRole('button', { name: /map/i })).toHaveLength(0);
    expect(within(dialog).getAllByRole('button', { name: 'Adapt this tour' })).toHaveLength(1);
    expect(backHref(dialog)).toBe('#/en/search/tours/category/all');
  });

  it('reads the tour in Chinese', async () => {
    const [tour] = await post<Tour[]>('/zh-tw/opendata/tours/detail', { id });
    if (!tour) throw new Error('tour 2 is in the seed');
    await openApp(`/zh-tw/?tour=${id}`);
    const dialog = await findOverlay(tour.title);
    await within(dialog).findByRole('region', { name: 'DAY 1' });
    expect(fact(dialog, '天數')).toBe('2 天');
    expect(fact(dialog, '適合季節')).toContain('秋季');
  });

  it('an unknown tour says it is not there', async () => {
    await openApp('/en/?tour=99999');
    await waitFor(() =>
      expect(document.querySelector('.overlay--open')?.textContent).toContain('could not be found'),
    );
  });
});

describe('the event overlay', () => {
  it('shows the record with directions; its Back leads to the events list', async () => {
    // A dated event (the list leads with the recurring festivals, which open nothing).
    const list = await fetch('/en/opendata/activities?past=true&pageSize=100', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    const items = ((await list.json()) as { data: { items: { kind: string; id: number }[] } }).data
      .items;
    const id = items.find((item) => item.kind === 'event')?.id;
    const event = await post<TravelEvent>('/en/opendata/activities/recent', { id });
    await openApp(`/en/?event=${String(id)}`);
    const dialog = await findOverlay(event.name);
    await waitFor(() => expect(fact(dialog, 'Dates')).toBe(event.duration));
    // An address that only points to the official site opens that site, in the reader's words.
    if (event.address)
      expect(fact(dialog, 'Address')).toBe(
        event.address === '詳見官網'
          ? 'See the official website (opens in a new window)'
          : event.address,
      );
    if (event.latlng) {
      const [lat, lng] = event.latlng.split(',');
      const directions = within(dialog).getByRole('link', { name: /^Directions/ });
      expect(directions.getAttribute('href')).toMatch(new RegExp(`destination=${lat},${lng}$`));
    }
    expect(richText(dialog)).toEqual([textOf(event.description)]);
    expect(backHref(dialog)).toBe('#/en/search/events');
  });
});

describe('the static pages', () => {
  const pages = [
    { type: 'region', name: '1', call: ['/en/opendata/regions/page', { id: 1 }] },
    { type: 'static', name: 'about', call: ['/static-api/page/about-en.json'] },
    { type: 'travel', name: 'transport', call: ['/en/opendata/staticpage', { name: 'transport' }] },
    {
      type: 'greenisland',
      name: 'ferry',
      call: ['/greenisland/en/opendata/staticpage', { name: 'ferry' }],
    },
  ] as const;

  it.each(pages)('$type $name: title, update time, text; Back leads home', async (each) => {
    const [path, body] = each.call;
    const record =
      body === undefined
        ? ((await (await fetch(path)).json()) as StaticPage)
        : await post<StaticPage>(path, body);
    await openApp(`/en/?static=${each.name}&type=${each.type}`);
    const dialog = await findOverlay(record.title);
    await waitFor(() => expect(richText(dialog)).toEqual([textOf(record.content)]));
    if (record.update_time)
      expect(dialog.querySelector('time')?.textContent).toBe(record.update_time.slice(0, 10));
    expect(backHref(dialog)).toBe('#/en/');
  });

  it('the Chinese region page', async () => {
    const record = await post<StaticPage>('/zh-tw/opendata/regions/page', { id: 2 });
    await openApp('/zh-tw/?static=2&type=region');
    await findOverlay(record.title);
  });

  it('collection without a campaign says there is no data', async () => {
    expect(await post<Campaign[]>('/en/opendata/campaign/status', { id: 1 })).toEqual([]);
    await openApp('/en/?static=description&type=collection');
    await waitFor(() =>
      expect(document.querySelector('.overlay--open')?.textContent).toContain('No Data'),
    );
  });
});

describe('the guide overlay', () => {
  it('a photo guide: pictures, kind, update time, text; its Back leads to the guides', async () => {
    const guide = await post<Guide>('/en/opendata/tour-guides/detail', { id: 1 });
    await openApp('/en/?guide=1');
    const dialog = await findOverlay(guide.title);
    await waitFor(() => expect(richText(dialog)).toEqual([textOf(guide.content ?? '')]));
    expect(within(dialog).queryAllByRole('button', { name: /^Enlarge picture/ })).toHaveLength(
      guide.images?.length ?? 0,
    );
    expect(dialog.textContent).toContain('Photo guide');
    if (guide.update_time)
      expect(dialog.querySelector('time')?.textContent).toBe(guide.update_time.slice(0, 10));
    expect(backHref(dialog)).toBe('#/en/guide');
  });

  it('the Chinese photo guide', async () => {
    const guide = await post<Guide>('/zh-tw/opendata/tour-guides/detail', { id: 4 });
    await openApp('/zh-tw/?guide=4');
    const dialog = await findOverlay(guide.title);
    await waitFor(() => expect(dialog.textContent).toContain('圖文導覽'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
