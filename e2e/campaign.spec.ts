import type { APIRequestContext } from '@playwright/test';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { addOperator, OPERATOR_PASSWORD, signInAs } from './admin.support';
import { openSection } from './admin-sections.support';
import { atLocalhost, enrol, newPhone } from './members.support';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The collection campaign end to end (docs/campaigns.md): staff make a campaign through the
 * console's calls with Sanxiantai as its place, a member made with a passkey checks in there from
 * the position the phone says (the browser's own geolocation, set by the test), and earns a key and
 * the coin (its one place visited), shown in the panel and the account; the campaign's description opens over the member page.
 * Afterwards the campaign is made to have ended, so the seed's "no campaign" holds for the
 * other files of this worker.
 */
const STAFF = { email: 'campaign@example.tw', name: 'Chen Yu' };
const DAY = 24 * 3_600_000;
const SANXIANTAI = 21;

test.describe.configure({ timeout: 180_000 });

async function operatorToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(ADMIN_API_PATHS.signIn, {
    data: { email: STAFF.email, password: OPERATOR_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const texts = (what: Record<'zh-tw' | 'en' | 'ja', string>) => what;
const campaignOf = (startsOn: string, endsOn: string) => ({
  title: texts({ 'zh-tw': '東海岸集鑰匙', en: 'Keys of the East Coast', ja: '東海岸キー集め' }),
  description: texts({
    'zh-tw': '在各景點打卡收集鑰匙。',
    en: 'Check in at each place along the coast to collect its key.',
    ja: '各地でチェックインしてキーを集めよう。',
  }),
  exchangeInstructions: texts({
    'zh-tw': '至遊客中心出示鑰匙兌換紀念品。',
    en: 'Show your keys at a visitor centre for a souvenir.',
    ja: 'ビジターセンターでキーを見せて記念品と交換。',
  }),
  startsOn,
  endsOn,
});

test('a member checks in at a campaign place and earns a key', async ({
  browser,
  request,
  baseURL,
}) => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
  const headers = { authorization: `Bearer ${await operatorToken(request)}` };
  const now = Date.now();
  const made = await request.post(ADMIN_API_PATHS.campaigns, {
    headers,
    data: campaignOf(taipeiDate(now - DAY), taipeiDate(now + 30 * DAY)),
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  try {
    const placed = await request.post(ADMIN_API_PATHS.campaignPlaces, {
      headers,
      data: { id, places: [{ kind: 'attraction', id: SANXIANTAI }] },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const detail = await request.post('/en/opendata/attractions/detail', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { id: SANXIANTAI },
    });
    const place = ((await detail.json()) as { data: { name: string; latlng: string } }).data;
    const [latitude = 0, longitude = 0] = place.latlng.split(',').map(Number);

    const site = atLocalhost(baseURL);
    const page = await newPhone(browser, baseURL, {
      geolocation: { latitude, longitude },
      permissions: ['geolocation'],
    });
    const context = page.context();
    await enrol(page, site, 'en', 'Lin Mei');

    const panel = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Collection campaign' }),
    });
    await expect(panel.getByText('Keys of the East Coast')).toBeVisible();
    await expect(panel.getByText('Not visited yet')).toBeVisible();
    await panel.getByRole('button', { name: `Check in here at ${place.name}` }).click();
    // The campaign's one place, so its last: the campaign's coin comes with the key.
    await expect(panel.getByRole('status')).toHaveText(
      `Checked in at ${place.name}: a key, and a coin for visiting every place! Keys: 1 · Coins: 1`,
    );
    await expect(panel.getByText('Checked in today')).toBeVisible();
    await expect(panel.getByText(/this campaign's coin earned/)).toBeVisible();
    await expect(page.getByText('Keys: 1 · Coins: 1').first()).toBeVisible();
    await lookAt(page, 'campaign-checked-in-390.png', { fullPage: true });
    await expectNoAxeViolations(page);

    await panel.getByRole('link', { name: 'About the campaign' }).click();
    await expect(
      page.getByText('Check in at each place along the coast to collect its key.'),
    ).toBeVisible();
    await context.close();

    // The console's section lists it, and passes axe.
    const desk = await browser.newPage();
    await signInAs(desk, STAFF.email, STAFF.name);
    await openSection(desk, 'Sections', 'Collection campaigns');
    await expect(
      desk.getByRole('heading', { level: 3, name: 'Keys of the East Coast' }),
    ).toBeVisible();
    await expectNoAxeViolations(desk);
    await desk.close();
  } finally {
    // Ended yesterday: the seed's "no campaign runs" holds again for this worker's other files.
    const ended = await request.post(ADMIN_API_PATHS.editCampaign, {
      headers,
      data: { id, ...campaignOf(taipeiDate(now - 3 * DAY), taipeiDate(now - DAY)) },
    });
    expect(ended.status(), await ended.text()).toBe(200);
  }
});
