// A returning visitor offline (docs/performance.md, Lighthouse, layout shift and the returning
// visitor): a first visit online, with the service worker, to the home and a list, so that the
// worker is installed and their answers are kept; then the same phone offline, each page loaded
// again, and the time from its address to its first attraction name on screen. The CPU slowed 4×.
/* global window, document, requestAnimationFrame -- used in functions that run in the page */
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export const RETURNING_BUDGET_MS = 500;

/** The screens measured, and the element whose text says the content is on screen. */
export function returningScreens(origin) {
  return [
    { name: 'home', url: `${origin}/pwa/#/zh-tw/`, content: '.hero__name' },
    {
      name: 'list',
      url: `${origin}/pwa/#/zh-tw/search/attractions/`,
      content: '.search-list .card__title',
    },
  ];
}

/** Records in the page when `selector` first shows text, from the navigation's start. */
function watchContent(selector) {
  const look = () => {
    const element = document.querySelector(selector);
    if (element?.checkVisibility() && element.textContent)
      window.benchContentAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * Visits every screen online until the worker controls the page and the network is idle, then,
 * offline, loads each again and answers when its content was on screen (ms, or null when it
 * never was within the time allowed).
 */
export async function benchReturning({ screens, readIds, cpuSlowdown }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    await context.addInitScript((ids) => {
      window.localStorage.setItem('ecg.notices.read', ids);
    }, readIds);
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(screen.url);
      await page.locator(screen.content).first().waitFor();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // A load under the worker's control: what it answers from the network, it keeps.
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator(screen.content).first().waitFor();
    }
    await page.close();
    await context.setOffline(true);
    const results = [];
    for (const screen of screens) {
      // A new page each time, as a visitor opening the app again.
      const offline = await context.newPage();
      const cdp = await context.newCDPSession(offline);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await offline.addInitScript(watchContent, screen.content);
      await offline.goto(screen.url);
      const shown = await offline
        .waitForFunction(() => window.benchContentAt, undefined, { timeout: 15_000 })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      results.push({ ...screen, ms: shown });
      await offline.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Prints each screen's time offline; true when every one was on screen within the budget. */
export function reportReturning(results, origin, load) {
  console.log('\nA returning visitor offline: the service worker, the CPU slowed down 4×\n');
  console.log(`machine load        ${load}`);
  for (const result of results) {
    const time = result.ms === null ? 'NOT shown' : `${(result.ms / 1000).toFixed(2)} s`;
    console.log(`${result.name.padEnd(19)} ${time.padStart(9)}  ${result.url.replace(origin, '')}`);
  }
  const within = results.every((result) => result.ms !== null && result.ms <= RETURNING_BUDGET_MS);
  console.log(
    `\n${within ? 'within' : 'OVER'} the budget of ${(RETURNING_BUDGET_MS / 1000).toFixed(1)} s on every screen`,
  );
  return within;
}
