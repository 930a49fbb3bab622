// The layout shift of a list and of an overlay opened by its address, as the home's is measured
// (docs/performance.md, Lighthouse, layout shift and the returning visitor): Chromium at 390×844,
// slow 4G, the CPU slowed 4×, no service worker, an empty cache; from the address until the
// screen's content, its pictures and fonts are in, and a few frames after.
/* global window, document, requestAnimationFrame -- used in functions that run in the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { phoneContext } from './bench-map.mjs';
import { SLOW_4G } from './bench-first-paint.mjs';

// Frames drawn after the content is in, for a late shift (a picture's box, a font) to show.
const FRAMES_AFTER = 10;
// A picture for every picture of the content (1×1 PNG): this machine reaches no image host, and
// a picture's box must keep its size whatever the picture's own is.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The screens measured: where each is, and the element whose text says its content is in. */
export function shiftScreens(origin, attractionId) {
  return [
    {
      name: 'list',
      url: `${origin}/pwa/#/zh-tw/search/attractions/`,
      content: '.search-list .card__title',
    },
    {
      name: 'overlay',
      url: `${origin}/pwa/#/zh-tw/?attraction=${attractionId}`,
      content: '.overlay--open h1',
    },
  ];
}

/** A short name for a shifted node: its tag and classes. */
function describeInPage() {
  window.benchDescribe = (node) =>
    node?.nodeType === 1
      ? `${node.localName}${[...node.classList].map((name) => `.${name}`).join('')}`
      : (node?.nodeName ?? '?');
}

/** The layout's shifts from the address until the content is in and FRAMES_AFTER frames more. */
async function shiftOf(browser, origin, screen, readIds, cpuSlowdown) {
  const context = await phoneContext(browser, readIds);
  try {
    await context.route(
      (url) => url.origin !== origin,
      (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ contentType: 'image/png', body: PICTURE })
          : route.abort(),
    );
    await context.addInitScript(describeInPage);
    await context.addInitScript(() => {
      window.benchShifts = [];
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries()) {
          if (shift.hadRecentInput) continue;
          window.benchShifts.push({
            value: shift.value,
            at: shift.startTime,
            // What moved, and from where to where: the part above it changed its height.
            nodes: shift.sources.map(
              (source) =>
                `${window.benchDescribe(source.node)} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(screen.url, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      (selector) =>
        Boolean(document.querySelector(selector)?.textContent) &&
        [...document.images].every((image) => image.complete) &&
        document.fonts.status === 'loaded',
      screen.content,
    );
    return await page.evaluate(async (frames) => {
      for (let frame = 0; frame < frames; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      return window.benchShifts;
    }, FRAMES_AFTER);
  } finally {
    await context.close();
  }
}

/**
 * Opens each screen of `screens` once, in a new context, and answers its layout shift total and
 * the nodes that moved.
 */
export async function benchShift({ origin, screens, readIds, cpuSlowdown }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const screen of screens) {
      const shifts = await shiftOf(browser, origin, screen, readIds, cpuSlowdown);
      results.push({
        ...screen,
        cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
        nodes: [...new Set(shifts.flatMap((shift) => shift.nodes))],
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Prints each screen's layout shift; true when none shifted. */
export function reportShift(results, origin, load) {
  console.log('\nLayout shift: slow 4G, the CPU slowed down 4×, no service worker\n');
  console.log(`machine load        ${load}`);
  for (const result of results) {
    const moved = result.nodes.length > 0 ? ` (${result.nodes.slice(0, 4).join(', ')})` : '';
    console.log(
      `${result.name.padEnd(19)} ${result.cls.toFixed(3)}  ${result.url.replace(origin, '')}${moved}`,
    );
  }
  const still = results.every((result) => result.cls === 0);
  console.log(`\nlayout shift ${still ? 'within' : 'OVER'} the budget of 0 on every screen`);
  return still;
}
