import type { Page } from '@playwright/test';
import { addPasskeyStore, atLocalhost, enrol, newPhone, WORDS } from './members.support';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * Members with passkeys (docs/members.md), through Chromium's own WebAuthn with a virtual
 * authenticator standing for the phone's passkey store: enrolment, sign-out and sign-in, a
 * recovery code on a new phone, and favourites kept apart on two phones that meet in the
 * account. The pages' states and messages are the screen tests' (web/test/screens/members-*).
 * WebAuthn refuses an IP address, so these pages are opened at localhost.
 */

test.beforeEach(async ({ page }) => {
  await addPasskeyStore(page);
});

test('in zh-tw: an account made with a passkey, signed out, and signed in again', async ({
  page,
  baseURL,
}) => {
  const site = atLocalhost(baseURL);
  await page.goto(`${site}/pwa/#/zh-tw/member`);
  await expect(page.getByRole('button', { name: WORDS['zh-tw'].signIn })).toBeVisible();
  await lookAt(page, 'member-signed-out-zh-tw.png', { fullPage: true });
  await expectNoAxeViolations(page);
  await enrol(page, site, 'zh-tw', '林美');
  await expect(page.getByText('已登入：林美')).toBeVisible();
  await lookAt(page, 'member-signed-in-zh-tw.png', { fullPage: true });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: '登出', exact: true }).click();
  await expect(page.getByText(WORDS['zh-tw'].signedOut)).toBeVisible();
  // The codes are shown once: signed out, they are nowhere on the page.
  await expect(page.getByRole('list', { name: '復原碼' })).toHaveCount(0);

  await page.getByRole('button', { name: WORDS['zh-tw'].signIn }).click();
  await expect(page.getByText('已登入：林美')).toBeVisible();
  await page.reload();
  await expect(page.getByText('已登入：林美')).toBeVisible();
});

test('a recovery code signs in on a new phone once, and never again', async ({
  page,
  browser,
  baseURL,
}) => {
  const codes = await enrol(page, atLocalhost(baseURL), 'en', 'Mei');

  const recover = async (phone: Page) => {
    await phone.goto('/pwa/#/en/member');
    await phone.getByRole('button', { name: 'Use a recovery code' }).click();
    await phone.getByRole('textbox', { name: /^Recovery code/ }).fill(codes[0]!.toLowerCase());
    await phone.getByRole('button', { name: 'Recover my account' }).click();
  };
  const newOne = await newPhone(browser, baseURL);
  await recover(newOne);
  await expect(newOne.getByText('Signed in as Mei')).toBeVisible();
  // The step that came takes the focus, not the button that is gone.
  await expect(newOne.getByRole('heading', { level: 2, name: 'Your account' })).toBeFocused();
  await lookAt(newOne, 'member-recovered-en.png', { fullPage: true });
  await expectNoAxeViolations(newOne);
  // The account now holds the first phone's passkey and the new one's.
  await expect(newOne.getByRole('button', { name: /^Remove the passkey/ })).toHaveCount(2);

  const another = await newPhone(browser, baseURL);
  await recover(another);
  await expect(another.getByRole('alert')).toHaveText(
    'This recovery code is not known, or it has been used already.',
  );
  await expectNoAxeViolations(another);
  await newOne.context().close();
  await another.context().close();
});

test('favourites of two phones meet in the account, both ways', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const site = atLocalhost(baseURL);
  const names = await Promise.all(
    [1, 2, 3].map(async (id) => {
      const answer = await request.post('/en/opendata/attractions/detail', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { id },
      });
      return ((await answer.json()) as { data: { name: string } }).data.name;
    }),
  );
  const heartOf = (phone: Page, id: number) =>
    phone.locator('.overlay--open').getByRole('button', { name: `Favourite: ${names[id - 1]}` });
  const keep = async (phone: Page, id: number) => {
    await phone.goto(`${site}/pwa/#/en/?attraction=${id}`);
    await heartOf(phone, id).click();
    await expect(heartOf(phone, id)).toHaveAttribute('aria-pressed', 'true');
  };
  const expectFavourites = async (phone: Page, ids: number[]) => {
    await phone.goto(`${site}/pwa/#/en/favourites`);
    const links = phone.getByRole('region', { name: 'Attractions' }).getByRole('link');
    for (const id of ids) await expect(links.filter({ hasText: names[id - 1] })).toHaveCount(1);
    await expect(links).toHaveCount(ids.length);
  };

  // The first phone: an account, and attraction 1 kept while signed in.
  const codes = await enrol(page, site, 'en', 'Mei');
  await keep(page, 1);

  // The second phone, with no account yet, keeps attraction 2 while offline.
  const second = await newPhone(browser, baseURL);
  await second.goto(`${site}/pwa/#/en/?attraction=2`);
  await expect(heartOf(second, 2)).toHaveAttribute('aria-pressed', 'false');
  await second.context().setOffline(true);
  await heartOf(second, 2).click();
  await expect(heartOf(second, 2)).toHaveAttribute('aria-pressed', 'true');
  await second.context().setOffline(false);

  // Signed in there (by a recovery code, which adds its passkey): both phones' favourites.
  await second.goto(`${site}/pwa/#/en/member`);
  await second.getByRole('button', { name: 'Use a recovery code' }).click();
  await second.getByRole('textbox', { name: /^Recovery code/ }).fill(codes[0]!);
  await second.getByRole('button', { name: 'Recover my account' }).click();
  await expect(second.getByText('Signed in as Mei')).toBeVisible();
  await expectFavourites(second, [1, 2]);

  // The first phone's next save brings it the second phone's favourite.
  await keep(page, 3);
  await expectFavourites(page, [1, 2, 3]);
  await second.context().close();
});
