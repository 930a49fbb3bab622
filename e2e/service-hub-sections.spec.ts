import type { APIRequestContext } from '@playwright/test';
import type { Article, ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * The service tab as a hub. Customer service answers the questions visitors
 * ask (an accordion that works by keyboard, searched), the travel assistant leads into the
 * app's own lists, map and live data, and every section is two taps away from any screen.
 */

async function faqs(request: APIRequestContext, lang: string): Promise<Article[]> {
  const answer = await request.get(`/${lang}/opendata/faqs?pageSize=100`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<Article> }).data.items;
}

for (const [lang, title, search, found, none] of [
  [
    'en',
    'Questions and answers',
    'Search the questions',
    '1 question found',
    'No question matches',
  ],
  ['zh-tw', '常見問題', '搜尋問題', '找到 1 個問題', '沒有符合'],
  ['ja', 'よくある質問', '質問を検索', '1 件の質問', '合う質問はありません'],
] as const) {
  test(`${lang}: the questions open and close by keyboard, and are searched`, async ({
    page,
    request,
  }) => {
    const items = await faqs(request, lang);
    expect(items.length).toBeGreaterThan(5);
    await page.goto(`/pwa/#/${lang}/service/`);
    const help = page.locator('#service-help');
    await expect(help.getByRole('heading', { level: 3, name: title })).toBeVisible();
    const questions = help.locator('.faq__question button');
    await expect(questions).toHaveText(items.map((item) => item.title));

    const first = questions.first();
    const answer = help.locator('.faq__answer').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    const answerText = (items[0]?.content ?? '-').replace(/<[^>]+>/g, '');
    await expect(answer).toContainText(answerText.slice(0, 12));
    await expectNoAxeViolations(page);
    await lookAt(help, `service-faqs-${lang}-390.png`);
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    // The search keeps the questions holding every word; the count is said.
    const box = help.getByRole('searchbox', { name: search });
    const permit = items.find((item) => item.id === 32);
    await box.fill(permit?.title ?? '-');
    await expect(questions).toHaveText([permit?.title ?? '-']);
    await expect(help.getByRole('status')).toHaveText(found);
    await box.fill('zzzz');
    await expect(questions).toHaveCount(0);
    await expect(help.getByRole('status')).toContainText(none);
    await box.fill('');
    await expect(questions).toHaveCount(items.length);
  });
}

test("a question's page opens over the service tab, and Back returns to it", async ({
  page,
  request,
}) => {
  const ferry = (await faqs(request, 'en')).find((item) => item.id === 31);
  expect(ferry?.href).toBe('/?static=ferry&type=greenisland');
  await page.goto('/pwa/#/en/service/');
  await page.getByRole('button', { name: ferry?.title ?? '-' }).click();
  await page.locator('#service-help').getByRole('link', { name: 'Read more' }).click();
  await expect(page).toHaveURL(/#\/en\/service\/\?static=ferry&type=greenisland$/);
  await expect(page.locator('.overlay--open')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/en\/service\/$/);
});

for (const lang of ['en', 'zh-tw'] as const) {
  test(`${lang}: the travel assistant leads into the app's lists, map and live data`, async ({
    page,
  }) => {
    await page.goto(`/pwa/#/${lang}/service/`);
    const assistant = page.locator('#service-assistant');
    const links = assistant.getByRole('link');
    await expect(links).toHaveCount(6);
    await expectNoAxeViolations(page);
    const targets = [
      new RegExp(`#/${lang}/search/nearby/attractions$`),
      new RegExp(`#/${lang}/service/\\?map=spots$`),
      new RegExp(`#/${lang}/search/attractions/$`),
      new RegExp(`#/${lang}/search/tours/category/all$`),
      new RegExp(`#/${lang}/search/events$`),
      new RegExp(`#/${lang}/live-camera/$`),
    ];
    for (const [index, target] of targets.entries()) {
      await links.nth(index).click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`#/${lang}/service/$`));
    }
  });
}

test('the map from the assistant opens over the service tab', async ({ page }) => {
  await page.goto('/pwa/#/en/service/');
  await page.locator('#service-assistant').getByRole('link', { name: /^Map/ }).click();
  await expect(page.getByRole('dialog', { name: 'Map: Attractions' })).toBeVisible();
});

// Every section, each from another screen: one tap on the Service tab, one on its jump.
const JUMPS = [
  ['/pwa/#/en/', 'Emergency', 'Emergency numbers'],
  ['/pwa/#/en/search/tours/category/all', 'SOS', 'SOS: share my position'],
  ['/pwa/#/en/guide/', 'Visitor centres', 'Visitor centres'],
  ['/pwa/#/en/live-camera/', 'Customer service', 'Customer service'],
  ['/pwa/#/en/service/weather/', 'Travel assistant', 'Travel assistant'],
  ['/pwa/#/en/search/airplane/', 'Weather and sea', 'Weather and the sea'],
  ['/pwa/#/en/nowhere/at/all', 'Getting here', 'Getting here and around'],
] as const;

for (const [from, jump, heading] of JUMPS) {
  test(`from ${from}, "${heading}" is two taps away`, async ({ page }) => {
    await page.goto(from);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Service', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('button', { name: jump, exact: true })
      .click();
    const target = page.getByRole('heading', { level: 2, name: heading, exact: true });
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
  });
}

test('zh-tw: the jumps, in the order of the sections', async ({ page }) => {
  await page.goto('/pwa/#/zh-tw/service/');
  const jumps = page.getByRole('navigation', { name: '本頁內容' }).getByRole('button');
  await expect(jumps).toHaveText([
    '緊急電話',
    'SOS',
    '遊客中心',
    '旅客服務',
    '旅遊小幫手',
    '天氣與海況',
    '表單',
    '交通',
  ]);
  await expect(page.locator('.service-section__title')).toHaveText([
    '緊急聯絡電話',
    'SOS：分享我的位置',
    '遊客中心',
    '旅客服務',
    '旅遊小幫手',
    '天氣與海況',
    '通報與申請',
    '交通',
  ]);
  await expectNoAxeViolations(page);
  await lookAt(page, 'service-hub-zh-tw-390.png');
  await lookAt(page, 'service-hub-zh-tw-390-full.png', { fullPage: true });
});
