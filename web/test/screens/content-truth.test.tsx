import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openApp } from './app-screen';

/*
 * Content as a visitor reads it (requirements §2 attraction detail): a closure whose last day
 * has passed is history, on an earlier-notices line with its day, in the reader's language; the
 * same notice is a closure on a day it still stood; numbered items read as a list; no raw ==…==
 * marker; the filters offer no tag from elsewhere in Taiwan; duplicates, categories, phones and
 * filler descriptions as the seed checks hold them. e2e/content-truth.spec.ts keeps, in English,
 * the earlier-notices line opened by a click and axe over the overlay.
 */

/** Sanxiantai: its bridge was "closed until 2021-06-30" (民國110年6月30日). */
const SANXIANTAI = 21;
/** Xiaoyeliu and its visitor centre: "closed from 2020-10-15 to 2020-12-31" (民國109年). */
const XIAOYELIU = 12;
const XIAOYELIU_CENTRE = 47;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The attraction's overlay, once its detail (not only the list's name) is on screen. */
async function openAttraction(lang: string, id: number): Promise<HTMLElement> {
  await openApp(`/${lang}/?attraction=${id}`);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { level: 1 });
  await waitFor(() => expect(dialog.querySelector('.detail-facts')).not.toBeNull());
  return dialog;
}

const earlier = (dialog: HTMLElement) => dialog.querySelector('details.place-earlier');
const headings = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('h2, h3')].map((heading) => squash(heading.textContent));
const section = (dialog: HTMLElement, title: string) =>
  [...dialog.querySelectorAll('h2, h3')]
    .find((heading) => squash(heading.textContent) === title)
    ?.closest('section') ?? null;

/** Late 2026 (or another day) in Taipei, whatever the machine's own clock says. */
function today(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Sanxiantai’s bridge closure of 2021', () => {
  it('is an earlier notice in English in 2026, its bus list a list, no raw marker', async () => {
    today('2026-11-25T10:00:00+08:00');
    const dialog = await openAttraction('en', SANXIANTAI);
    const line = earlier(dialog)!;
    expect(line.querySelector('summary')?.textContent).toContain('Earlier notices');
    expect(line.querySelector('summary time')?.textContent).toBe('until 2021-06-30');
    expect(line.textContent).toContain('Eight-Arch Bridge is temporarily closed');
    expect(dialog.querySelector('.place-notices')).toBeNull();
    expect(headings(dialog)).not.toContain('Closure notice');
    expect(headings(dialog)).not.toContain('Closed or access restricted');
    expect(dialog.textContent).not.toContain('==');
    const about = section(dialog, 'About')!;
    const buses = [...about.querySelector('ol')!.querySelectorAll('li')];
    expect(buses).toHaveLength(3);
    expect(buses[0]?.textContent).toContain('Dingdong Bus');
    expect(about.textContent).not.toContain('2. Take');
  });

  it('is an earlier notice in Chinese too, with the notice in Chinese and its year', async () => {
    today('2026-11-25T10:00:00+08:00');
    const dialog = await openAttraction('zh-tw', SANXIANTAI);
    const line = earlier(dialog)!;
    expect(line.querySelector('summary')?.textContent).toContain('以前的公告');
    expect(line.querySelector('summary time')?.textContent).toBe('2021-06-30 止');
    expect(line.textContent).toContain('三仙台八拱橋自即日起至110年6月30日止暫時封閉');
    expect(headings(dialog)).not.toContain('封閉公告');
    expect(dialog.textContent).not.toContain('重要公告');
    expect(section(dialog, '介紹')!.querySelector('ol')!.querySelectorAll('li')).toHaveLength(3);
  });

  it('is a closure on a day it still stood: dated when shown, not when seeded', async () => {
    today('2021-05-01T10:00:00+08:00');
    const dialog = await openAttraction('en', SANXIANTAI);
    expect(section(dialog, 'Closure notice')?.textContent).toContain(
      'Eight-Arch Bridge is temporarily closed',
    );
    expect(headings(dialog).some((heading) => /may be out of date/.test(heading))).toBe(false);
  });
});

describe.each([
  {
    lang: 'zh-tw',
    hours: '開放時間',
    title: '以前的公告',
    until: '2020-12-31 止',
    centre: '小野柳遊客中心',
    notice: '自109年10月15日起至109年12月31日封閉施工',
  },
  {
    lang: 'en',
    hours: 'Opening hours',
    title: 'Earlier notices',
    until: 'until 2020-12-31',
    centre: 'Xiaoyeliu Visitor Center',
    notice: 'closed and not open to visitors from October 15 to December 31, 2020',
  },
  {
    lang: 'ja',
    hours: '開放時間',
    title: '過去のお知らせ',
    until: '2020-12-31まで',
    centre: '小野柳ビジターセンター',
    notice: '10月15日から12月31日まで閉鎖され',
  },
])('$lang: Xiaoyeliu today', (words) => {
  it('opens without its ended closure, kept on an earlier-notices line', async () => {
    const dialog = await openAttraction(words.lang, XIAOYELIU);
    expect(dialog.querySelector('.place-notices')).toBeNull();
    const line = earlier(dialog)!;
    expect(line.querySelector('summary')?.textContent).toContain(words.title);
    expect(line.querySelector('summary time')?.textContent).toBe(words.until);
    // The notice in the reader's language, as the seed translates it.
    expect(line.textContent).toContain(words.notice);
  });

  it('its visitor centre has no hours now, the closure on the line', async () => {
    const centre = await openAttraction(words.lang, XIAOYELIU_CENTRE);
    expect(within(centre).getByRole('heading', { level: 1 }).textContent).toContain(words.centre);
    expect(headings(centre)).not.toContain(words.hours);
    // Outside the earlier-notices line (a closed <details> is not read).
    const clone = centre.cloneNode(true) as HTMLElement;
    for (const hidden of clone.querySelectorAll('details.place-earlier > :not(summary)'))
      hidden.remove();
    expect(clone.textContent).not.toContain('暫停開放');
    expect(earlier(centre)?.querySelector('summary time')?.textContent).toBe(words.until);
  });
});

describe('lists and records as the seed checks hold them', () => {
  it.each(['en', 'zh-tw'])(
    '%s: the attraction filters offer no tag from elsewhere in Taiwan',
    async (lang) => {
      await openApp(`/${lang}/search/attractions/`);
      await waitFor(() =>
        expect(document.querySelector('.search-list .card__title')).not.toBeNull(),
      );
      await waitFor(() => expect(document.querySelector('.search-count')).not.toBeNull());
      expect(document.body.textContent).not.toMatch(
        /Alishan|阿里山龍膽|Yushan rhododendron|玉山杜鵑|199/,
      );
      if (lang === 'en') expect(screen.queryByRole('group', { name: 'Filter tags' })).toBeNull();
    },
  );

  it('the hotels keep their filter tags', async () => {
    await openApp('/en/search/places/accommodation');
    const tags = await screen.findByRole('group', { name: 'Filter tags' });
    await within(tags).findByRole('link', { name: 'Wi-Fi' });
  });

  it('one night market, filed under no farm', async () => {
    const market = await openAttraction('en', 471);
    expect(within(market).getByRole('heading', { level: 1 }).textContent).toContain(
      'Dongdamen Night Market',
    );
    expect(within(market).queryByRole('list', { name: 'Categories' })).toBeNull();
    expect(market.textContent).not.toContain('Farms and local produce');
  });

  it('its other name finds it, and the list holds it once', async () => {
    await openApp('/zh-tw/search/attractions/?q=東大門國際觀光夜市');
    await waitFor(() => {
      const titles = [...document.querySelectorAll('.search-list .card__title')].map((title) =>
        squash(title.textContent),
      );
      expect(titles.filter((title) => title === '東大門夜市')).toHaveLength(1);
      expect(titles.filter((title) => title.includes('東大門國際觀光夜市'))).toHaveLength(0);
    });
  });

  it('a mobile reads 0937-533483 and calls 0937533483', async () => {
    await openApp('/en/?shop=721');
    const cafe = await screen.findByRole('dialog');
    const [call] = await within(cafe).findAllByRole('link', { name: /0937-533483/ });
    expect(call?.getAttribute('href')).toBe('tel:0937533483');
  });

  it('no filler B&B text', async () => {
    await openApp('/en/?accommodation=719');
    const bnb = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(bnb).getByRole('heading', { level: 1 }).textContent).toContain('Hemingway'),
    );
    await waitFor(() => expect(bnb.querySelector('.detail-facts')).not.toBeNull());
    expect(bnb.textContent).not.toContain('A B&B in Taitung County');
    expect(headings(bnb)).not.toContain('About');
  });
});
