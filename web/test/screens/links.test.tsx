import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import contentEn from '@/locales/content/en.json';
import contentJa from '@/locales/content/ja.json';
import contentZhTw from '@/locales/content/zh-tw.json';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import zhTw from '@/locales/zh-tw.json';
import { goTo, openApp } from './app-screen';

/*
 * Every link of the home page, and every choice of every list, leads to a real page (the
 * home's Food and Lodging tiles once led to "This page could not be found"), in each language.
 * Nothing here needs a browser: e2e keeps the journeys through these pages elsewhere.
 */

const STRINGS = {
  'zh-tw': { notFound: zhTw.notFound.title, missing: contentZhTw.detail.notFound },
  en: { notFound: en.notFound.title, missing: contentEn.detail.notFound },
  ja: { notFound: ja.notFound.title, missing: contentJa.detail.notFound },
} as const;
type Lang = keyof typeof STRINGS;

/** The links that open an overlay over a page (requirements §2), by their query or their path. */
const OVERLAY_LINK =
  /[?&](tour|coupon|event|attraction|shop|accommodation|static|guide)=|\/detail\//;
/** The choices of the lists: the search area's tabs and chips, the guide's tabs. */
const CHIPS = '.search-tabs a, .search-chips a, .guide-tabs a';

const hrefsOf = (selector: string) => [
  ...new Set(
    [...document.querySelectorAll(selector)].map((link) => link.getAttribute('href') ?? ''),
  ),
];

const isList = (href: string) =>
  /^#\/[^/]+\/(search|guide)(\/|$)/.test(href) && !OVERLAY_LINK.test(href);

function expectNoNotFound(lang: Lang): void {
  expect(screen.queryByRole('heading', { name: STRINGS[lang].notFound })).toBeNull();
}

/** The home page with every section in: its cards first, then no section still waiting. */
async function homeLinks(lang: Lang): Promise<string[]> {
  await openApp(`/${lang}/`);
  await waitFor(() => {
    expect(document.querySelector('.home-tiles .card')).not.toBeNull();
    expect(
      document.querySelector('.home-section__wait, .home-banner--waiting, .hero--waiting'),
    ).toBeNull();
  });
  return hrefsOf('a[href^="#/"]');
}

/** Goes to a link's address and waits for what it shows: an overlay's title, or a page's. */
async function expectRealPage(lang: Lang, href: string): Promise<void> {
  goTo(href.slice(1));
  if (OVERLAY_LINK.test(href)) {
    await waitFor(() => {
      const overlay = document.querySelector('.overlay--open');
      expect(overlay?.querySelector('.overlay__title'), href).not.toBeNull();
      expect(overlay?.textContent, href).not.toContain(STRINGS[lang].missing);
    });
  } else {
    await waitFor(() => expect(document.querySelector('#main h1'), href).not.toBeNull());
  }
  expectNoNotFound(lang);
}

describe.each(['zh-tw', 'en', 'ja'] as const)('in %s', (lang) => {
  it('every link of the home page opens a real page', async () => {
    const hrefs = await homeLinks(lang);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) await expectRealPage(lang, href);
  });

  it('every choice of every list opens that list, marked as current', async () => {
    const lists = (await homeLinks(lang)).filter(isList);
    // The home offers Food and Lodging: the lists once missed by the tiles' paths.
    expect(lists).toEqual(
      expect.arrayContaining([
        `#/${lang}/search/places/cuisines`,
        `#/${lang}/search/places/accommodation`,
      ]),
    );
    const queue = [...lists];
    const followed = new Set<string>();
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      goTo(next.slice(1));
      // The list's choices once its categories and tags have come (they come after the tabs).
      await waitFor(() => expect(document.querySelector(CHIPS), next).not.toBeNull());
      await waitFor(() =>
        expect(
          document.querySelector('.search-chips a, .guide-tabs a, .status--empty'),
          next,
        ).not.toBeNull(),
      );
      expectNoNotFound(lang);
      for (const href of hrefsOf(CHIPS)) {
        if (followed.has(href)) continue;
        followed.add(href);
        if (window.location.hash !== next) goTo(next.slice(1));
        const chip = await waitFor(() => {
          const found = [...document.querySelectorAll(CHIPS)].find(
            (link) => link.getAttribute('href') === href,
          );
          expect(found, `${next} → ${href}`).toBeDefined();
          return found!;
        });
        fireEvent.click(chip);
        await waitFor(() => {
          const chosen = [...document.querySelectorAll(CHIPS)].find(
            (link) => link.getAttribute('href') === href,
          );
          expect(chosen?.getAttribute('aria-current'), `${next} → ${href}`).toMatch(
            /^(page|true)$/,
          );
        });
        expectNoNotFound(lang);
        if (!href.includes('?') && !queue.includes(href) && href !== next) queue.push(href);
      }
    }
    expect(followed.size).toBeGreaterThan(20);
  });
});
