import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** Screenshots land in an ignored folder, to be looked at, never committed. */
export const screenshotPath = (name: string) => path.join('artifacts', 'screenshots', name);

/**
 * Takes a screenshot to be looked at, when asked (`npm run screenshots`): no test reads them,
 * and at a phone's pixel density each costs a second of a busy machine's time in every run.
 */
export async function lookAt(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const file = screenshotPath(name);
  await ('goto' in target
    ? target.screenshot({ path: file, ...options })
    : target.screenshot({ path: file }));
}

/** The hosts of the seed's pictures (data/seed, data/editorial) and of the rating images. */
const PICTURE_HOSTS =
  /^https:\/\/(hualien\.travel|tour\.taitung\.gov\.tw|www\.eastcoast-nsa\.gov\.tw|www\.erv-nsa\.gov\.tw|recreation\.forest\.gov\.tw|taiwan\.taiwanstay\.net\.tw|www\.tripadvisor\.com)\//;

/**
 * No machine here reaches the pictures' hosts: one of our own real pictures answers for each, at
 * once, to the page and to the service worker alike.
 */
export async function answerPicturesHere(context: BrowserContext): Promise<void> {
  await context.route(PICTURE_HOSTS, (route) =>
    route.fulfill({ path: 'web/public/icons/icon-512.png', contentType: 'image/png' }),
  );
}

export { expectNoAxeViolations, expectOverlayAccessible } from './axe';

export const READ_NOTICES_KEY = 'ecg.notices.read';

/** The ids of the notices the server answers; `live` only: CWA's warnings among them. */
export async function noticeIds(request: APIRequestContext, only?: 'live'): Promise<string> {
  const answer = (await (await request.get('/zh-tw/opendata/notices?type=messages')).json()) as {
    data: { id: number | string; source?: unknown }[];
  };
  const notices = only ? answer.data.filter((notice) => notice.source !== undefined) : answer.data;
  return notices.map((notice) => notice.id).join(',');
}

/**
 * Tests about something other than notices start with every notice read, so the warning
 * pop-up (a modal, rightly in the way) does not interrupt them; `noticesRead: false` gives a
 * first visit, and `'live'` a visit that has seen CWA's warnings (the samples' typhoon) but
 * none of the editorial notices.
 */
export const test = base.extend<{ noticesRead: boolean | 'live' }>({
  noticesRead: [true, { option: true }],
  page: async ({ page, request, noticesRead }, use) => {
    if (noticesRead) {
      const ids = await noticeIds(request, noticesRead === 'live' ? 'live' : undefined);
      await page.addInitScript(
        ([key, value]) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        [READ_NOTICES_KEY, ids] as const,
      );
    }
    await use(page);
  },
});

export { expect };

/** Headers the app sends with each API call (requirements §7). */
export const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** A POST of the API as the app sends it, checked ok: its answer's data. */
export async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const answer = await request.post(path, { data: body, headers: API_HEADERS });
  expect(answer.ok(), `${path} ${JSON.stringify(body)}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * Waits until nothing on the page moves: every animation and transition that ends (a sliding
 * overlay, a carousel's turn, a re-layout after a resize) has ended, no map is panning, and two
 * frames are drawn. Endless ones (a spinner) are not waited for.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A map's pans (a popup's auto-pan, the keys') move its pane by script, frame by frame, as
    // no animation the page lists: until no pane has moved over a frame.
    const panes = () =>
      [...document.querySelectorAll<HTMLElement>('.leaflet-map-pane')]
        .map((pane) => pane.style.transform)
        .join('|');
    for (let before = ''; before !== panes(); await frame()) before = panes();
    await frame();
    await frame();
  });
}

/** Makes the page believe it runs as an installed app (display-mode: standalone). */
export async function emulateInstalled(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
}

/** The page is controlled once the worker has installed; a first visit may need one reload. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
    .toBe('activated');
}

/**
 * Takes the page's context offline, and waits until its service worker finds no network either.
 * Playwright tells a service worker of the offline network only once the worker has started, so
 * a worker starting then may still reach the server for a moment; a content call the worker
 * answers (a list, never asked before, so never kept) fails once the worker is offline too.
 */
export async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch(`/zh-tw/opendata/regions?offline=${crypto.randomUUID()}`).then(
          (answer) => answer.status,
          () => 0,
        ),
      ),
    )
    .toBe(0);
}

/**
 * Chromium 150, like a phone on a dead mobile network or behind a captive portal, keeps
 * `navigator.onLine` true and fires no offline event when the network goes. The page is made
 * to believe the same here, on any Chromium, so what it says follows what the network does.
 */
export async function believeAlwaysOnline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    for (const type of ['online', 'offline']) {
      window.addEventListener(type, (event) => event.stopImmediatePropagation(), true);
    }
  });
}

/** Every violation the page or the console reports, across reloads. */
export async function watchPolicy(page: Page, context: BrowserContext): Promise<string[]> {
  const reported: string[] = [];
  context.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) reported.push(message.text());
  });
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    reported.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
      .reportPolicyViolation;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report(`${event.effectiveDirective} refused ${event.blockedURI} in ${event.sourceFile}`),
      true,
    );
  });
  return reported;
}
