import type { Page } from '@playwright/test';
import {
  answerPicturesHere,
  expect,
  expectNoAxeViolations,
  lookAt,
  test,
  untilStill,
} from './support';
import { controlsCutOff, cutOff, overlayBarTitleCutOff } from './reflow.support';

/**
 * Small screens and large text (WCAG 1.4.10 reflow, 1.4.4 resize text): at 320 CSS pixels wide
 * no main screen scrolls sideways, in every language; and with the browser's text size at 200 %
 * nothing is cut off and the bars' controls stay on the screen.
 */

type Screen = { name: string; path: string; ready: string };

/*
 * The screens in the order one page visits them by in-app navigation (a hash change, as the
 * app's own links make), not a fresh load each. Each screen's `ready` mark is absent from the
 * screen before it (the walk checks so), so its appearance says the new screen is drawn.
 */
const SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', ready: '.home-theme' },
  { name: 'suggestion form', path: '/service/suggestion', ready: 'form button[type="submit"]' },
  { name: 'attractions', path: '/search/attractions/', ready: '.card' },
  { name: 'tour overlay', path: '/?tour=2', ready: '.overlay--open .overlay__title' },
  { name: 'live', path: '/live-camera/', ready: '.webcam-region' },
  { name: 'nearby', path: '/search/nearby/attractions', ready: '.card' },
  { name: 'place overlay', path: '/?attraction=1', ready: '.overlay--open .overlay__title' },
  { name: 'service hub', path: '/service/', ready: '.service-jumps' },
  { name: 'guide', path: '/guide/', ready: '.card' },
];

/**
 * The 200 % pass reads the map panel's bar and the service forms' controls too; the other lists
 * share the attractions' keyword field and selects.
 */
const LARGE_TEXT_SCREENS: readonly Screen[] = [
  { name: 'home', path: '/', ready: '.home-theme' },
  { name: 'repair form', path: '/service/repair', ready: 'form button[type="submit"]' },
  { name: 'attractions', path: '/search/attractions/', ready: '.card' },
  { name: 'tour overlay', path: '/?tour=2', ready: '.overlay--open .overlay__title' },
  { name: 'suggestion form', path: '/service/suggestion', ready: 'form button[type="submit"]' },
  { name: 'nearby', path: '/search/nearby/attractions', ready: '.card' },
  { name: 'place overlay', path: '/?attraction=1', ready: '.overlay--open .overlay__title' },
  { name: 'lost property', path: '/service/lost-property', ready: 'form select' },
  { name: 'guide', path: '/guide/', ready: '.card' },
  { name: 'map panel', path: '/search/attractions/?map=spots', ready: '.map-panel--open h2' },
  { name: 'live', path: '/live-camera/', ready: '.webcam-region' },
  { name: 'service hub', path: '/service/', ready: '.service-jumps' },
];

/** Until the screen is drawn and still: its mark shown, nothing loading, no animation running. */
async function settled(page: Page, screen: Screen): Promise<void> {
  await expect(page.locator(screen.ready).first()).toBeVisible();
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await untilStill(page);
}

/**
 * Visits each screen in `lang` in one page: the first by loading the app, the others by in-app
 * navigation; `check` reads each once it is still.
 */
async function walk(
  page: Page,
  lang: string,
  screens: readonly Screen[],
  check: (screen: Screen) => Promise<void>,
): Promise<void> {
  await answerPicturesHere(page.context());
  for (const [index, screen] of screens.entries()) {
    if (index === 0) {
      await page.goto(`/pwa/#/${lang}${screen.path}`);
    } else {
      await expect(
        page.locator(screen.ready),
        `${screen.name}: its mark is not on the screen before it`,
      ).toHaveCount(0);
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#/${lang}${screen.path}`);
    }
    await settled(page, screen);
    await check(screen);
  }
}

/**
 * Every shown element whose right edge passes the viewport's, unless an ancestor clips or
 * scrolls it sideways on purpose (a carousel, a row of tabs one swipes along).
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clippedByAncestor = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    // Text overflows its element without widening it: its lines are measured too.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const textParents: Element[] = [];
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      range.selectNodeContents(text);
      const right = Math.max(0, ...[...range.getClientRects()].map((line) => line.right));
      const parent = text.parentElement;
      // Text its own element clips (a visually hidden label) runs off nowhere.
      if (right > width + 0.5 && parent && getComputedStyle(parent).overflowX === 'visible')
        textParents.push(parent);
    }
    const boxes = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    });
    return [...new Set([...boxes, ...textParents])]
      .filter(
        (element) =>
          getComputedStyle(element).visibility !== 'hidden' && !clippedByAncestor(element),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

/** The bars' controls lie wholly on the screen, their labels inside their own boxes. */
function barControlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const screen = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
    return [...document.querySelectorAll('.top-bar button, .bottom-nav a')].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const parts = [...control.querySelectorAll('*')].map((part) => part.getBoundingClientRect());
      return inside(box, screen) && parts.every((part) => inside(part, box))
        ? []
        : [control.getAttribute('aria-label') ?? control.textContent ?? ''];
    });
  });
}

/**
 * Tab labels broken inside a word: a word (Intl.Segmenter's, so a CJK word too) whose letters
 * stand on more than one line.
 */
function tabWordsSplit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const words = new Intl.Segmenter(lang, { granularity: 'word' });
    const range = document.createRange();
    return [...document.querySelectorAll('.bottom-nav a span')].flatMap((label) => {
      const text = label.firstChild;
      if (!text) return [];
      return [...words.segment(text.textContent ?? '')].flatMap(
        ({ segment, index, isWordLike }) => {
          if (!isWordLike) return [];
          range.setStart(text, index);
          range.setEnd(text, index + segment.length);
          const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
          return lines.size > 1 ? [segment] : [];
        },
      );
    });
  });
}

/**
 * The top bar as tall as its title needs, and what stands under it told so: the page starts
 * below it and the scroll padding (WCAG 2.4.11) is its height.
 */
function topBarMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.top-bar')!.getBoundingClientRect();
    const title = document.querySelector('.top-bar__title')!.getBoundingClientRect();
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    const shellPadding = Number.parseFloat(
      getComputedStyle(document.querySelector('.shell')!).paddingTop,
    );
    return [
      title.bottom > bar.bottom + 0.5 ? `title ends at ${title.bottom}, bar at ${bar.bottom}` : '',
      Math.abs(padding - bar.height) > 0.5 ? `scroll padding ${padding}, bar ${bar.height}` : '',
      Math.abs(shellPadding - bar.height) > 0.5
        ? `page below ${shellPadding}, bar ${bar.height}`
        : '',
    ].filter(Boolean);
  });
}

/** The html's language of each route's interface, which the walk checks it is shown in. */
const HTML_LANG = { en: 'en', ja: 'ja', 'zh-tw': 'zh-Hant-TW' } as const;

// A test walks up to twelve screens in one page: its bound is the config's for each few.
test.describe.configure({ timeout: 240_000 });

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /*
   * English and Japanese: English has the longest words, which cannot break; Japanese breaks
   * between any two characters but its glyphs are full width, so a label kept on one line (a
   * tab, a button) is widest in it. A screen's axe pass needs one language: English's.
   */
  for (const lang of ['en', 'ja'] as const) {
    test(`${lang}: every screen scrolls only up and down`, async ({ page }) => {
      await walk(page, lang, SCREENS, async (screen) => {
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
        await lookAt(page, `reflow-320-${lang}-${screen.name.replace(/ /g, '-')}.png`);
        // Soft: one run names every offender of every screen.
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), screen.name)
          .toBeLessThanOrEqual(320);
        expect.soft(await overflowing(page), screen.name).toEqual([]);
        expect.soft(await barControlsOffScreen(page), screen.name).toEqual([]);
        if (lang === 'en') await expectNoAxeViolations(page);
      });
    });
  }

  // zh-cn and ko are interface languages a visitor chooses, over zh-tw's and en's content; with
  // zh-tw, their words are the other widths the bars' labels take.
  test('zh-tw, zh-cn and ko: the home scrolls only up and down', async ({ page }) => {
    await answerPicturesHere(page.context());
    await page.goto('/pwa/#/zh-tw/');
    for (const [lang, route, htmlLang] of [
      ['zh-tw', 'zh-tw', 'zh-Hant-TW'],
      ['zh-cn', 'zh-tw', 'zh-Hans-CN'],
      ['ko', 'en', 'ko'],
    ] as const) {
      // The interface language is read as the app starts: each is a new start.
      await page.evaluate(
        ([chosen, hash]) => {
          window.localStorage.setItem('ecg.uiLang', chosen);
          window.location.hash = hash;
        },
        [lang, `#/${route}/`] as const,
      );
      await page.reload();
      await settled(page, SCREENS[0]!);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);

      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), lang)
        .toBeLessThanOrEqual(320);
      expect.soft(await overflowing(page), lang).toEqual([]);
      expect.soft(await barControlsOffScreen(page), lang).toEqual([]);
    }
  });
});

test.describe('with the text at 200 %', () => {
  /*
   * The browser's own text-size setting, as a visitor sets it: CDP's Page.setFontSizes changes
   * the default font size (16 px -> 32 px) that `font-size: 100%` on the root follows, and so
   * every rem and em. Zoom (which Playwright's deviceScaleFactor is) would not test this: it
   * scales px too, and a page that pins its text in px passes it unchanged.
   */
  test.beforeEach(async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  });

  // English's long words and Japanese's breaks anywhere, as at 320 px. zh-tw's words are the
  // shortest: its pass reads only the screens with filters and bars, whose content is its own.
  for (const lang of ['en', 'ja', 'zh-tw'] as const) {
    const screens = LARGE_TEXT_SCREENS.filter(
      ({ name }) => lang !== 'zh-tw' || ['attractions', 'tour overlay', 'map panel'].includes(name),
    );
    test(`${lang}: no screen cuts anything off`, async ({ page }) => {
      await walk(page, lang, screens, async (screen) => {
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          '32px',
        );
        await lookAt(page, `text-200-${lang}-${screen.name.replace(/ /g, '-')}.png`);

        // Soft: one run names every offender of every screen.
        const { name } = screen;
        expect.soft(await overflowing(page), name).toEqual([]);
        expect.soft(await cutOff(page), name).toEqual([]);
        expect.soft(await controlsCutOff(page), name).toEqual([]);
        expect.soft(await barControlsOffScreen(page), name).toEqual([]);
        expect.soft(await tabWordsSplit(page), name).toEqual([]);
        expect.soft(await topBarMisfits(page), name).toEqual([]);
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), name)
          .toBeLessThanOrEqual(390);
        if (screen.ready.startsWith('.overlay'))
          expect.soft(await overlayBarTitleCutOff(page), name).toEqual([]);
      });
    });
  }
});
