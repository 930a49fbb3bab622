import type { Page } from '@playwright/test';
import type { Notice } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, READ_NOTICES_KEY, test } from './support';
import { serverWithTdxForSpec, tdxSample } from './tdx.support';

/*
 * Traffic control end to end (docs/live-data.md, Traffic control): a server of this spec's own,
 * its TDX credentials set and its TDX pointed at a local stand-in that answers as TDX does, with
 * the recorded road news and 台9 camera list of data/samples/tdx. So the Suhua closure is live
 * data here (no sample label), pops up once as a warning to act on, and the cameras are TDX's.
 * What each screen says in every language from the samples is web/test/screens/traffic.test.tsx.
 */

const DOCUMENTS = {
  '/api/v2/Road/Traffic/Live/News/Highway': tdxSample('RoadNews-Highway.json'),
  '/api/v2/Road/Traffic/CCTV/Highway': tdxSample('CCTV-Highway-T9.json'),
};

/** The Bureau's stills: never fetched from the internet here, answered with the app's icon. */
const CCTV_HOST = /^https:\/\/cctv-ss05\.thb\.gov\.tw[:/]/;

const server = serverWithTdxForSpec('traffic', DOCUMENTS);

// The visit's read notices are set here, against this spec's own server.
test.use({ noticesRead: false });

const LANGS = [
  {
    lang: 'zh-tw',
    badge: '交通管制',
    source: '資料來源：交通部公路局（經 TDX）',
    detour: '改道通行台9丁線',
  },
  {
    lang: 'en',
    badge: 'Traffic control',
    source: 'Source: Highway Bureau (through TDX)',
    detour: 'Follow the signed detour.',
  },
  {
    lang: 'ja',
    badge: '交通規制',
    source: '出典：交通部公路局（TDX 経由）',
    detour: '迂回路あり。',
  },
] as const;

/** The server's traffic-control notices once TDX has answered (never waited for by the call). */
async function trafficNotices(lang: string): Promise<Notice[]> {
  let notices: Notice[] = [];
  await expect
    .poll(async () => {
      const answer = await fetch(`${server.origin}/${lang}/opendata/notices?type=messages`);
      const all = ((await answer.json()) as { data: Notice[] }).data;
      notices = all.filter((notice) => notice.kind === 'traffic-control');
      return notices.length;
    })
    .toBe(3);
  return notices;
}

/** Every notice but `keep` read, so the closure is the one pop-up of the visit. */
async function readAllBut(page: Page, lang: string, keep: Notice['id']) {
  const answer = await fetch(`${server.origin}/${lang}/opendata/notices?type=messages`);
  const ids = ((await answer.json()) as { data: Notice[] }).data
    .map((notice) => String(notice.id))
    .filter((id) => id !== String(keep));
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    READ_NOTICES_KEY,
    ids.join(','),
  ] as const);
}

for (const words of LANGS) {
  test(`a Suhua closure pops up once as traffic control in ${words.lang}`, async ({ page }) => {
    const notices = await trafficNotices(words.lang);
    const closure = notices.find((notice) => notice.traffic?.control === 'closure');
    if (!closure) throw new Error('the road news holds no closure');
    expect(closure.type).toBe(2);
    expect(closure.source).toEqual({ provider: 'TDX', sample: false });
    await readAllBut(page, words.lang, closure.id);

    await page.goto(`${server.origin}/pwa/#/${words.lang}/`);
    const popup = page.getByRole('dialog', { name: closure.title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(words.badge);
    await expect(popup).toContainText(words.source);
    await expect(popup).toContainText(words.detour);
    await expect(popup).toContainText('蘇花改中仁隧道');
    await expectNoAxeViolations(page);
    await lookAt(page, `traffic-closure-${words.lang}-390.png`);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    // Once: a reload does not pop it up again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: closure.title })).toHaveCount(0);
  });
}

test('the Live tab shows TDX’s 台9 cameras by road section, not as a sample', async ({ page }) => {
  await page.route(CCTV_HOST, (route) =>
    route.fulfill({ path: 'web/public/icons/icon-512.png', contentType: 'image/png' }),
  );
  await readAllBut(page, 'en', '');
  await page.goto(`${server.origin}/pwa/#/en/live-camera/`);
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Highway 9 traffic cameras' }) });
  await expect(section.locator('.highway-section')).toHaveCount(7);
  await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Suhua Highway (Heping–Chongde)',
  );
  await expect(section.getByText('Sample data', { exact: true })).toHaveCount(0);
  const first = section.locator('.highway-camera img').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveJSProperty('complete', true);
  await expect(first).toHaveAttribute('alt', '台9線 146K+790');
  await expectNoAxeViolations(page);
  await lookAt(section, 'traffic-cameras-en-390.png');
});
