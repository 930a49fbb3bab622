// The home's first paint on a weak network, against a static page of the same text served by the
// same server (docs/performance.md, The home rendered ahead): Chromium at 390×844, slow 4G
// (150 ms, 1.6 Mbit/s down), the CPU slowed 4×, no service worker, an empty cache.
/* global window, document, requestAnimationFrame -- used in functions that run in the page */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { phoneContext } from './bench-map.mjs';

export const FIRST_PAINT_RUNS = 3;
export const FIRST_PAINT_RATIO_BUDGET = 1.5;
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const STATIC_PAGE = 'bench-static.html';

/**
 * The page with the home as the server sends it, without a script: what a static site holding
 * the same first screen would send (its styles kept, shown as first-paint.js would show it).
 */
function staticPageOf(page) {
  return page
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html ([^>]*)>/, '<html $1 class="home-ahead">');
}

/** When the home's first attraction name was first painted, and the layout's shifts until still. */
async function paintOf(browser, url, readIds, cpuSlowdown) {
  const context = await phoneContext(browser, readIds);
  try {
    await context.addInitScript(() => {
      const seen = { shifts: 0 };
      window.firstPaintSeen = seen;
      const look = () => {
        const name = document.querySelector('.hero__name');
        if (seen.at === undefined && name?.checkVisibility() && name.textContent) {
          seen.at = performance.now();
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries())
          if (!shift.hadRecentInput) seen.shifts += shift.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => window.firstPaintSeen.at !== undefined);
    return await page.evaluate(() => ({ ...window.firstPaintSeen }));
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures the home (`/pwa/`) and the static page of its text, each FIRST_PAINT_RUNS times in
 * turn, and returns the medians, their ratio and the home's largest layout shift total.
 */
export async function benchFirstPaint({ origin, webRoot, readIds, cpuSlowdown }) {
  const served = await (await fetch(`${origin}/pwa/`)).text();
  if (!served.includes('data-home=')) throw new Error('the server sent no home rendered ahead');
  writeFileSync(path.join(webRoot, STATIC_PAGE), staticPageOf(served));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const home = [];
    const still = [];
    const shifts = [];
    for (let run = 0; run < FIRST_PAINT_RUNS; run += 1) {
      const visit = await paintOf(browser, `${origin}/pwa/`, readIds, cpuSlowdown);
      home.push(visit.at);
      shifts.push(visit.shifts);
      still.push((await paintOf(browser, `${origin}/pwa/${STATIC_PAGE}`, readIds, cpuSlowdown)).at);
    }
    const homeMs = median(home);
    const staticMs = median(still);
    return { home, still, homeMs, staticMs, ratio: homeMs / staticMs, cls: Math.max(...shifts) };
  } finally {
    await browser.close();
  }
}
