import { readFileSync } from 'node:fs';
import path from 'node:path';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { serverWithTdxForSpec } from './tdx.support';

/*
 * Flights end to end (docs/live-data.md, Flights): a server of this spec's own with its TDX
 * pointed at a local stand-in answering the FIDS boards and the timetable. No TDX answer was
 * ever recorded: the documents are server/test/fixtures/tdx's, written from TDX's description
 * for tests only, their day (2026-12-01) moved to today so they read as today's boards. What
 * each screen says without a key, and in every state, is web/test/screens/transport-flights.test.tsx.
 */

const FIXTURES = path.join('server', 'test', 'fixtures', 'tdx');
const today = taipeiDate(Date.now());
const fixture = (file: string) =>
  readFileSync(path.join(FIXTURES, file), 'utf8').replaceAll('2026-12-01', today);

const FIDS = '/api/v2/Air/FIDS/Airport';
const DOCUMENTS: Record<string, string> = {
  '/api/v2/Air/GeneralSchedule/Domestic': readFileSync(
    path.join(FIXTURES, 'GeneralSchedule-Domestic.json'),
    'utf8',
  ),
};
for (const airport of ['TTT', 'GNI', 'KYD', 'HUN']) {
  DOCUMENTS[`${FIDS}/Departure/${airport}`] = '[]';
  DOCUMENTS[`${FIDS}/Arrival/${airport}`] = '[]';
}
DOCUMENTS[`${FIDS}/Departure/TTT`] = fixture('FIDS-Departure-TTT.json');
DOCUMENTS[`${FIDS}/Arrival/TTT`] = fixture('FIDS-Arrival-TTT.json');
DOCUMENTS[`${FIDS}/Departure/GNI`] = fixture('FIDS-Departure-GNI.json');

const server = serverWithTdxForSpec('flights', DOCUMENTS);

const LANGS = [
  {
    lang: 'en',
    title: 'Flights',
    delayed: 'Delayed',
    cancelled: 'Cancelled',
    lastBack: 'B7 8710, Taitung → Taipei Songshan',
  },
  {
    lang: 'zh-tw',
    title: '航班',
    delayed: '延誤',
    cancelled: '取消',
    lastBack: 'B7 8710，臺東 → 臺北松山',
  },
  {
    lang: 'ja',
    title: 'フライト',
    delayed: '遅延',
    cancelled: '欠航',
    lastBack: 'B7 8710、台東 → 台北松山',
  },
] as const;

for (const words of LANGS) {
  test(`Taitung's departures today from TDX in ${words.lang}`, async ({ page }) => {
    await page.goto(`${server.origin}/pwa/#/${words.lang}/search/airplane/flights`);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const rows = page.locator('.flight-row');
    // Seven passenger flights; the cargo row is left out.
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(3).locator('.flight-status')).toHaveText(words.delayed);
    await expect(rows.nth(6).locator('.flight-status')).toHaveText(words.cancelled);
    await expect(page.locator('.flights-last-back')).toContainText(words.lastBack);
    await expect(page.locator('.live-badge--sample')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, `flights-board-${words.lang}-390.png`);
  });
}

test('arrivals and the timetable by month, in English', async ({ page }) => {
  await page.goto(`${server.origin}/pwa/#/en/search/airplane/flights`);
  await expect(page.locator('.flight-row')).toHaveCount(7);
  await page.getByRole('button', { name: 'Arrivals' }).click();
  await expect(page.locator('.flight-row')).toHaveCount(4);
  await expect(page.locator('.flight-row').first()).toContainText('From Taipei Songshan');

  await page.getByRole('button', { name: 'Timetable' }).click();
  await page.getByLabel('Month').selectOption('7');
  await expect(page.locator('.flight-row')).toHaveCount(1);
  await expect(page.locator('.flight-row')).toContainText('B7 8720');
  await expectNoAxeViolations(page);
});

test('the Transport page’s flights card: disrupted, with the last flight back', async ({
  page,
}) => {
  await page.goto(`${server.origin}/pwa/#/en/search/airplane`);
  const card = page.locator('article').filter({ has: page.getByRole('link', { name: 'Flights' }) });
  await expect(card).toContainText('Disrupted');
  await expect(card).toContainText('Taitung: 2 cancelled, 2 delayed today');
  await expect(card).toContainText('B7 8710, Taitung → Taipei Songshan');
  await expectNoAxeViolations(page);
  await lookAt(card, 'flights-card-en-390.png');
});
