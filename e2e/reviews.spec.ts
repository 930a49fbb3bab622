import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { addOperator, OPERATOR_PASSWORD, signInAs } from './admin.support';
import { freshVisitorPage, openSection } from './admin-sections.support';
import { addPasskeyStore, atLocalhost, enrol, newPhone } from './members.support';
import { expect, expectNoAxeViolations, lookAt, post, test } from './support';

/**
 * Travellers' reviews end to end (docs/reviews.md): a member's first review held, approved in
 * the console and then read by any visitor; three members' reports hiding a review until an
 * operator restores it. Each test reviews a place of its own, so the files of a run meet
 * nowhere. The states and messages of each screen are the screen tests'
 * (web/test/screens/reviews*.test.tsx); the rules' tables are domain's.
 */
const STAFF = { email: 'reviews@example.tw', name: 'Wang Chen' };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
});

/**
 * The phone's clock a minute behind the server's: a review is sent seconds after its form
 * opened, which the server refuses as too quick for a person to have typed it
 * (REVIEW_MIN_FILL_MS); a member who reads and writes takes that minute.
 */
async function clockAMinuteBehind(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() - 60_000 });
}

/** Writes a review of the attraction `id` on this signed-in phone, and says it is held. */
async function writeReview(
  page: Page,
  site: string,
  id: number,
  words: Omit<typeof EN, 'lang'> & { lang: 'en' | 'zh-tw' },
  text: string,
): Promise<void> {
  await page.goto(`${site}/pwa/#/${words.lang}/?attraction=${id}`);
  await page.getByRole('button', { name: words.write }).click();
  const dialog = page.getByRole('dialog', { name: words.write });
  await dialog.getByRole('radio', { name: words.rating }).check();
  await dialog.getByRole('textbox', { name: new RegExp(`^${words.text}`) }).fill(text);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.held)).toBeVisible();
}

const EN = {
  lang: 'en' as const,
  write: 'Write a review',
  rating: 'Very good',
  text: 'Your review',
  send: 'Send review',
  held: "Thank you. Your review will appear once an operator has read it (a member's first two reviews are checked).",
};
const ZH = {
  lang: 'zh-tw' as const,
  write: '撰寫評論',
  rating: '極佳',
  text: '您的評論',
  send: '送出評論',
  held: '謝謝您。管理人員閱讀後，您的評論就會顯示（會員的前兩則評論須經審核）。',
};

async function reviewsOf(browser: Browser, request: APIRequestContext, path: string) {
  const visitor = await freshVisitorPage(browser, request);
  await visitor.goto(path);
  return visitor;
}

test('in en: a first review waits, is approved in the console, and every visitor reads it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const place = 31;
  const { name } = await post<{ name: string }>(request, '/en/opendata/attractions/detail', {
    id: place,
  });
  const site = atLocalhost(baseURL);
  await addPasskeyStore(page);
  await clockAMinuteBehind(page);
  await enrol(page, site, 'en', 'Mei');
  const text = `The boardwalk at low tide, and not a soul at eight (${randomUUID().slice(0, 6)}).`;
  await writeReview(page, site, place, EN, text);
  await lookAt(page, 'review-held-en.png');

  // Not shown yet: a visitor's first look reads no review.
  const before = await reviewsOf(browser, request, `/pwa/#/en/?attraction=${place}`);
  await expect(before.getByText('No reviews yet')).toBeVisible();
  await before.context().close();

  const desk = await browser.newPage();
  await signInAs(desk, STAFF.email, STAFF.name);
  await openSection(desk, 'Sections', 'Reviews');
  const row = desk.getByRole('listitem').filter({ hasText: text });
  await expect(row).toContainText('Waiting');
  await expectNoAxeViolations(desk);
  await row.getByRole('button', { name: `Approve the review of ${name}` }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText(`The review of ${name} is shown.`)).toBeVisible();
  await desk.close();

  const after = await reviewsOf(browser, request, `/pwa/#/en/?attraction=${place}`);
  const review = after.getByRole('listitem').filter({ hasText: text });
  await expect(review).toContainText('Very good');
  await expect(review).toContainText('Mei');
  await expect(after.getByText('1 review')).toBeVisible();
  await lookAt(after, 'review-shown-en.png', { fullPage: true });
  await expectNoAxeViolations(after);
  await after.context().close();
});

test('in zh-tw: three members’ reports hide a review until an operator restores it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const place = 32;
  const site = atLocalhost(baseURL);
  await addPasskeyStore(page);
  await clockAMinuteBehind(page);
  await enrol(page, site, 'zh-tw', '林美');
  const text = `退潮時的步道，清晨八點幾乎沒有人（${randomUUID().slice(0, 6)}）。`;
  await writeReview(page, site, place, ZH, text);

  // Approved through the console's call, as the first test approves one on screen.
  const signIn = await request.post(ADMIN_API_PATHS.signIn, {
    data: { email: STAFF.email, password: OPERATOR_PASSWORD },
  });
  const operator = { authorization: `Bearer ${(await signIn.json()).data.token as string}` };
  const held = await request.get(`${ADMIN_API_PATHS.reviews}?status=held`, { headers: operator });
  const { items } = (await held.json()).data as { items: { id: number; text: string }[] };
  const id = items.find((one) => one.text === text)?.id;
  expect(id).toBeDefined();
  const approved = await request.post(ADMIN_API_PATHS.approveReview, {
    headers: operator,
    data: { id },
  });
  expect(approved.status()).toBe(200);

  for (const reporter of ['陳一', '陳二', '陳三']) {
    const phone = await newPhone(browser, baseURL);
    await enrol(phone, site, 'zh-tw', reporter);
    await phone.goto(`${site}/pwa/#/zh-tw/?attraction=${place}`);
    const review = phone.getByRole('listitem').filter({ hasText: text });
    await review.getByRole('button', { name: '檢舉' }).click();
    const dialog = phone.getByRole('dialog', { name: '檢舉這則評論' });
    await dialog.getByRole('radio', { name: '不實或誤導' }).check();
    if (reporter === '陳一') await expectNoAxeViolations(phone);
    await dialog.getByRole('button', { name: '送出檢舉' }).click();
    await expect(phone.getByText('謝謝您：管理人員會查看這則評論')).toBeVisible();
    await phone.context().close();
  }

  const hidden = await reviewsOf(browser, request, `/pwa/#/zh-tw/?attraction=${place}`);
  await expect(hidden.getByText('尚無評論')).toBeVisible();
  await hidden.context().close();

  const restored = await request.post(ADMIN_API_PATHS.restoreReview, {
    headers: operator,
    data: { id },
  });
  expect(restored.status()).toBe(200);
  const shown = await reviewsOf(browser, request, `/pwa/#/zh-tw/?attraction=${place}`);
  await expect(shown.getByRole('listitem').filter({ hasText: text })).toContainText('林美');
  await expectNoAxeViolations(shown);
  await shown.context().close();
});

test('best rated and how reviews work read in en and zh-tw, and pass axe', async ({ page }) => {
  for (const [lang, best, how, shops] of [
    ['en', 'Best rated', 'How reviews work', 'Shops'],
    ['zh-tw', '評價最高', '評論如何運作', '商家'],
  ] as const) {
    await page.goto(`/pwa/#/${lang}/reviews/best`);
    await expect(page.getByRole('heading', { level: 1, name: best })).toBeVisible();
    await page.getByRole('link', { name: shops }).click();
    await expect(page).toHaveURL(/kind=shop/);
    await expectNoAxeViolations(page);
    await page.goto(`/pwa/#/${lang}/reviews/how`);
    await expect(page.getByRole('heading', { level: 1, name: how })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
