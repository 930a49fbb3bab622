// The map part of bench:web: the map panel's own chunk (Leaflet, supercluster, the panel), and
// a map of 5,000 markers (a fixture in the facility call's shape, made up, never shown as data)
// panned and zoomed while a PerformanceObserver records long tasks.
/* global window, document, requestAnimationFrame -- used in functions that run in the page */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export const MAP_MARKERS = 5000;
const PAN_STEPS = 12;
const ZOOM_STEPS = 6;
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'blink.user_timing',
];

/** Deterministic spread over the coast from Hualien to Taitung: the same index, the same place. */
export function toiletAnswer(count) {
  const data = Array.from({ length: count }, (_, index) => {
    const lat = 22.7 + (((index * 7919) % 10007) / 10007) * 1.3;
    const lng = 121.05 + (((index * 104729) % 10009) / 10009) * 0.55;
    return {
      id: `bench-${index + 1}`,
      kind: 'toilet',
      name: `Bench toilet ${index + 1}`,
      latlng: `${lat.toFixed(5)},${lng.toFixed(5)}`,
      distance: index,
      source: 'bench',
    };
  });
  const source = {
    id: 'bench',
    name: 'Benchmark fixture',
    publisher: 'bench:web',
    licence: 'none',
    attribution: 'Benchmark fixture (not data)',
    date: '2026-01-01',
  };
  return {
    success: true,
    data,
    meta: { kind: 'toilet', radius: 50_000, total: count, held: count, sources: [source] },
  };
}

/**
 * With BENCH_RECORD naming a folder, a performance trace of what is measured
 * (`<part>.trace.json`, for DevTools and scripts/trace-tasks.mjs) and, with BENCH_PROFILE=1 too,
 * a CPU profile of its JavaScript (`<part>.cpuprofile`; a build made with
 * `vite build --minify false` keeps the functions' names). Answers the function that stops it.
 */
export async function record(browser, page, cdp, part) {
  const folder = process.env.BENCH_RECORD;
  if (!folder) return async () => undefined;
  await browser.startTracing(page, {
    path: path.join(folder, `${part}.trace.json`),
    categories: TRACE_CATEGORIES,
  });
  const profiling = process.env.BENCH_PROFILE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  return async () => {
    await browser.stopTracing();
    if (!profiling) return;
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(path.join(folder, `${part}.cpuprofile`), JSON.stringify(profile));
  };
}

/**
 * A phone at the default position, with no service worker (page.route cannot see the calls a
 * worker answers) and every notice read (no pop-up in the way).
 */
export async function phoneContext(browser, readIds) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    permissions: ['geolocation'],
    geolocation: { latitude: 23.020216835184925, longitude: 121.32502856654718 },
  });
  await context.addInitScript((ids) => {
    window.localStorage.setItem('ecg.notices.read', ids);
  }, readIds);
  return context;
}

/**
 * Opens the map on the fixture's layer, pans and zooms it by mouse as a visitor would, and
 * says which scripts opening the map fetched beyond the first screen's, and how long the
 * longest tasks were while the map moved.
 */
export async function benchMap({ origin, firstScreenFiles, cpuSlowdown, readIds }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await phoneContext(browser, readIds);
    await context.route(/\/opendata\/toilet\?/, (route) =>
      route.fulfill({ json: toiletAnswer(MAP_MARKERS) }),
    );
    // No tile server here: tiles fail at once, as offline; the basemap draws the land.
    await context.route(/\/\d{1,2}\/\d+\/\d+(@2x)?\.png/, (route) => route.abort());
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname;
      // The content strings of the language come with any content screen, not with the map.
      const strings = /\/(zh-tw|zh-cn|en|ja|ko)-[\w-]+\.js$/.test(file);
      if (file.endsWith('.js') && !strings && !firstScreenFiles.has(file))
        scripts.push(response.body().then((body) => ({ file, body })));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}/pwa/#/en/`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${origin}/pwa/#/en/?map=toilet`);
    await page.locator('dialog.map-panel .map-marker').first().waitFor();
    await page.waitForLoadState('networkidle');
    const chunk = (await Promise.all(scripts)).map(({ file, body }) => ({
      file,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    }));

    await page.evaluate(() => {
      window.benchLongTasks = [];
      window.benchMoveStart = performance.now();
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries())
          window.benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const stopRecording = await record(browser, page, cdp, 'map');
    const frames = () =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    const box = await page.locator('dialog.map-panel .map-panel__map').boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    let markersSeen = 0;
    for (let step = 0; step < PAN_STEPS; step += 1) {
      const dx = (step % 2 === 0 ? 1 : -1) * 140;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y + 90, { steps: 6 });
      await page.mouse.up();
      await frames();
      markersSeen = Math.max(
        markersSeen,
        await page.locator('dialog.map-panel .map-marker').count(),
      );
    }
    for (let step = 0; step < ZOOM_STEPS; step += 1) {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, step < ZOOM_STEPS / 2 ? -300 : 300);
      await page.waitForFunction(() => document.querySelector('.leaflet-zoom-anim') === null);
      await frames();
    }
    await stopRecording();
    const during = await page.evaluate(() =>
      window.benchLongTasks.filter((task) => task.start >= window.benchMoveStart),
    );
    // The clusters are made in a worker of the page's own (features/map/leaflet/clusters.ts).
    const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
    return { chunk, during, markersSeen, workers, moves: PAN_STEPS + ZOOM_STEPS };
  } finally {
    await browser.close();
  }
}
