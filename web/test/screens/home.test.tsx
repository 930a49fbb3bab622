import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  Article,
  CategoryTag,
  EventListItem,
  ListPage,
  Notice,
  PlaceSummary,
  TourSummary,
} from '@ecg/domain/contracts';
import { appliesInMonth, stripTitleMarkers } from '@ecg/domain/rules/notices';
import { taipeiMonth } from '@ecg/domain/rules/taipei-offset';
import { json, openApp, standIn } from './app-screen';

/*
 * The home page (requirements §2 Home sections): each section shows what the API answers, the
 * themed areas follow the language, the cards lead to their overlays. e2e/home.spec.ts keeps, in
 * English, what needs a browser: the carousel turning on its own, the notice dialog and a tour
 * overlay opened and closed, the themed areas' labels staying whole on a phone, and axe.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiData<T>(path: string): Promise<T> {
  const answer = await fetch(path, { headers: HEADERS });
  expect(answer.ok, path).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

const items = <T,>(path: string) => apiData<ListPage<T>>(path).then((page) => page.items);
const texts = (elements: Iterable<Element>) =>
  [...elements].map((element) => element.textContent ?? '');

const section = (name: string) => screen.getByRole('region', { name });
const tileTitles = (name: string) =>
  texts(section(name).querySelectorAll('.home-tiles .card__title'));

/** Home with its data in. */
async function openHome(lang: string): Promise<void> {
  await openApp(`/${lang}/`);
  await waitFor(() => {
    expect(document.querySelector('.hero .carousel__slide')).not.toBeNull();
    expect(document.querySelector('.home-notice')).not.toBeNull();
    expect(document.querySelectorAll('.home-tiles .card').length).toBeGreaterThan(0);
  });
}

describe('home', () => {
  it('every section shows what the API answers', async () => {
    const [places, tours, events, news, banners, tips, categories, notices] = await Promise.all([
      items<PlaceSummary>('/en/opendata/attractions?pageSize=30'),
      items<TourSummary>('/en/opendata/tours?category=all&pageSize=8'),
      items<EventListItem>('/en/opendata/activities?pageSize=100'),
      items<Article>('/en/opendata/news?pageSize=4'),
      items<Article>('/en/opendata/banner?pageSize=2'),
      items<Article>('/en/opendata/marquee?pageSize=5'),
      apiData<CategoryTag[]>('/en/opendata/categories?kind=tour'),
      apiData<Notice[]>('/en/opendata/notices?type=messages'),
    ]);
    await openHome('en');
    await waitFor(() => expect(document.title).toBe('East Coast National Scenic Area'));

    // The carousel and the recommendations: pictured attractions, none shown twice.
    const pictured = places.filter((place) => place.image !== null).map((place) => place.name);
    await waitFor(() => expect(document.querySelectorAll('.hero .hero__name')).toHaveLength(5));
    const inCarousel = texts(document.querySelectorAll('.hero .hero__name'));
    expect(inCarousel[0]).toBe(pictured[0]);
    await waitFor(() => expect(tileTitles('Recommended attractions')).toHaveLength(8));
    const recommended = tileTitles('Recommended attractions');
    for (const name of [...inCarousel, ...recommended]) expect(pictured).toContain(name);
    expect(new Set([...inCarousel, ...recommended]).size).toBe(13);

    // Notices (the latest three of those in season, with their type) and the travel reminders.
    await waitFor(() =>
      expect(texts(document.querySelectorAll('.home-notice__title'))).toEqual(
        notices
          .filter((notice) => appliesInMonth(notice, taipeiMonth(Date.now())))
          .slice(0, 3)
          .map((notice) => stripTitleMarkers(notice.title)),
      ),
    );
    await waitFor(() =>
      expect(texts(within(section('Travel reminders')).getAllByRole('listitem'))).toEqual(
        tips.map((tip) => tip.title),
      ),
    );
    await waitFor(() =>
      expect(texts(section('Latest updates').querySelectorAll('.home-news__title'))).toEqual(
        news.map((item) => item.title),
      ),
    );
    await waitFor(() =>
      expect(tileTitles('Featured itineraries')).toEqual(tours.map((tour) => tour.title)),
    );

    await waitFor(() =>
      expect(texts(section('Themed tours').querySelectorAll('.home-theme'))).toEqual(
        categories.map((category) => category.title),
      ),
    );
    expect(
      [...section('Themed tours').querySelectorAll('.home-theme')].map((theme) =>
        theme.getAttribute('href'),
      ),
    ).toEqual(categories.map((category) => `#/en/search/tours/category/${String(category.value)}`));

    await waitFor(() => expect(tileTitles('Events')).toHaveLength(8));
    for (const name of tileTitles('Events')) {
      expect(events.map((event) => event.name)).toContain(name);
    }

    // The two promotional banners, each leading to its target in the current language.
    await waitFor(() =>
      expect(texts(document.querySelectorAll('a.home-banner .home-banner__title'))).toEqual(
        banners.map((banner) => banner.title),
      ),
    );
    expect(document.querySelector('a.home-banner')?.getAttribute('href')).toBe(
      `#/en${banners[0]?.href ?? ''}`,
    );

    // "More" links lead to the lists.
    const more = (name: string) =>
      within(section(name)).getByRole('link', { name: /^More/ }).getAttribute('href');
    expect(more('Featured itineraries')).toBe('#/en/search/tours/category/all');
    expect(more('Events')).toBe('#/en/search/events');

    // The WRA's webcams: a few along the coast (Hualien and Taitung in turn), each opening its
    // page, and the way to the Live tab for all of them.
    await waitFor(() => expect(section('Live cams').querySelectorAll('.home-cam')).toHaveLength(4));
    const live = section('Live cams');
    const addresses = texts(live.querySelectorAll('.home-cam__address'));
    const expected = [
      /^971 Xincheng Township/,
      /^950 Taitung City/,
      /^971 Xincheng/,
      /^971 Xincheng/,
    ];
    expect(addresses).toHaveLength(expected.length);
    for (const [index, address] of addresses.entries()) expect(address).toMatch(expected[index]!);
    expect(live.querySelector('.home-cam')?.getAttribute('href')).toBe('#/en/live-camera/9');
    expect(more('Live cams')).toBe('#/en/live-camera/');
  });

  it('a featured itinerary opens the tour overlay over home', async () => {
    const [first] = await items<TourSummary>('/en/opendata/tours?category=all&pageSize=8');
    await openHome('en');
    await waitFor(() => expect(tileTitles('Featured itineraries').length).toBeGreaterThan(0));
    fireEvent.click(section('Featured itineraries').querySelector('.home-tiles .card__title')!);
    await waitFor(() => expect(window.location.hash).toBe(`#/en/?tour=${String(first?.id)}`));
    await screen.findByRole('dialog');
  });

  it('the live section stays out of the way while the area publishes no webcam', async () => {
    let asked = false;
    standIn(/\/en\/opendata\/LiveCamera$/, () => {
      asked = true;
      return json({ success: true, data: [] });
    });
    await openHome('en');
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(tileTitles('Featured itineraries').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Live cams' })).toBeNull();
  });
});

describe.each([
  // The game is a placeholder (requirements §2): reachable by its address, never offered here.
  { lang: 'zh-tw', names: ['景點', '行程', '活動', '美食', '住宿', '優惠券'] },
  { lang: 'en', names: ['Attractions', 'Itineraries', 'Events', 'Food', 'Lodging'] },
  { lang: 'ja', names: ['観光スポット', 'モデルコース', 'イベント', 'グルメ', '宿泊'] },
])('the themed areas in $lang', ({ lang, names }) => {
  it(`shows ${names.length}, leading to their lists`, async () => {
    await openApp(`/${lang}/`);
    await waitFor(() =>
      expect(document.querySelectorAll('.home-areas a')).toHaveLength(names.length),
    );
    const links = [...document.querySelectorAll('.home-areas a')];
    expect(texts(links)).toEqual(names);
    expect(links[0]?.getAttribute('href')).toBe(`#/${lang}/search/attractions/`);
    expect(links[3]?.getAttribute('href')).toBe(`#/${lang}/search/places/cuisines`);
    expect(links[4]?.getAttribute('href')).toBe(`#/${lang}/search/places/accommodation`);
    expect(document.querySelectorAll('a[href*="/game"]')).toHaveLength(0);
  });
});
