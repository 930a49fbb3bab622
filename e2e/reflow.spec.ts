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

const SCREENS = [
  { name: 'home', path: '/', ready: '.home-theme' },
  { name: 'attractions', path: '/search/attractions/', ready: '.card' },
  { name: 'tour overlay', path: '/?tour=2', ready: '.overlay--open .overlay__title' },
  { name: 'place overlay', path: '/?attraction=1', ready: '.overlay--open .overlay__title' },
  { name: 'nearby', path: '/search/nearby/attractions', ready: '.card' },
  { name: 'live', path: '/live-camera/', ready: '.webcam-region' },
  { name: 'service hub', path: '/service/', ready: '.service-jumps' },
  { name: 'suggestion form', path: '/service/suggestion', ready: 'form button[type="submit"]' },
  { name: 'guide', path: '/guide/', ready: '.card' },
] as const;

/**
 * The 200 % pass reads the map panel's bar and the service forms' controls too; the other lists
 * share the attractions' keyword field and selects.
 */
const LARGE_TEXT_SCREENS = [
  ...SCREENS,
  { name: 'map panel', path: '/search/attractions/?map=spots', ready: '.map-panel--open h2' },
  { name: 'repair form', path: '/service/repair', ready: 'form button[type="submit"]' },
  { name: 'lost property', path: '/service/lost-property', ready: 'form select' },
] as const;

async function open(
  page: Page,
  lang: string,
  screen: (typeof LARGE_TEXT_SCREENS)[number],
): Promise<void> {
  await answerPicturesHere(page.context());
  await page.goto(`/pwa/#/${lang}${screen.path}`);
  await expect(page.locator(screen.ready).first()).toBeVisible();
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
  await untilStill(page);
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

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const lang of ['en', 'ja']) {
    for (const screen of SCREENS) {
      test(`${lang} ${screen.name} scrolls only up and down`, async ({ page }) => {
        await open(page, lang, screen);
        await lookAt(page, `reflow-320-${lang}-${screen.name.replace(/ /g, '-')}.png`);

        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          320,
        );
        expect(await overflowing(page)).toEqual([]);
        expect(await barControlsOffScreen(page)).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }
  }

  // zh-cn and ko are interface languages a visitor chooses, over zh-tw's and en's content.
  for (const [lang, route, htmlLang] of [
    ['zh-tw', 'zh-tw', 'zh-Hant-TW'],
    ['zh-cn', 'zh-tw', 'zh-Hans-CN'],
    ['ko', 'en', 'ko'],
  ] as const) {
    test(`${lang} home scrolls only up and down`, async ({ page }) => {
      await page.addInitScript((chosen) => window.localStorage.setItem('ecg.uiLang', chosen), lang);
      await open(page, route, SCREENS[0]);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      expect(await overflowing(page)).toEqual([]);
      expect(await barControlsOffScreen(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }
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

  for (const lang of ['en', 'ja', 'zh-tw']) {
    // zh-tw's words are the shortest: its pass reads the screens with filters and bars.
    const screens = LARGE_TEXT_SCREENS.filter(
      ({ name }) => lang !== 'zh-tw' || ['attractions', 'tour overlay', 'map panel'].includes(name),
    );
    for (const screen of screens) {
      test(`${lang} ${screen.name} cuts nothing off`, async ({ page }) => {
        await open(page, lang, screen);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          '32px',
        );
        await lookAt(page, `text-200-${lang}-${screen.name.replace(/ /g, '-')}.png`);

        // Soft: one run names every offender of the screen.
        expect.soft(await overflowing(page)).toEqual([]);
        expect.soft(await cutOff(page)).toEqual([]);
        expect.soft(await controlsCutOff(page)).toEqual([]);
        expect.soft(await barControlsOffScreen(page)).toEqual([]);
        expect.soft(await tabWordsSplit(page)).toEqual([]);
        expect.soft(await topBarMisfits(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        if (screen.ready.startsWith('.overlay'))
          expect.soft(await overlayBarTitleCutOff(page)).toEqual([]);
      });
    }
  }
});
