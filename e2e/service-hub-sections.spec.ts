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

/**
 * The questions, the assistant's targets and the jumps in each language, from the server's data,
 * are screen tests (web/test/screens/service-hub-sections.test.tsx); here, in one language, what
 * needs a browser: the keyboard, axe, overlays and Back, and each jump focused and in view.
 */

test('the questions open and close by keyboard', async ({ page, request }) => {
  const items = await faqs(request, 'en');
  await page.goto('/pwa/#/en/service/');
  const help = page.locator('#service-help');
  const first = help.locator('.faq__question button').first();
  const answer = help.locator('.faq__answer').first();
  await expect(first).toHaveText(items[0]?.title ?? '-');
  await expect(answer).toBeHidden();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(help, 'service-faqs-en-390.png');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

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

test("the travel assistant leads into the app's lists, map and live data", async ({ page }) => {
  await page.goto('/pwa/#/en/service/');
  const assistant = page.locator('#service-assistant');
  const links = assistant.getByRole('link');
  await expect(links).toHaveCount(6);
  await expectNoAxeViolations(page);
  const targets = [
    /#\/en\/search\/nearby\/attractions$/,
    /#\/en\/service\/\?map=spots$/,
    /#\/en\/search\/attractions\/$/,
    /#\/en\/search\/tours\/category\/all$/,
    /#\/en\/search\/events$/,
    /#\/en\/live-camera\/$/,
  ];
  for (const [index, target] of targets.entries()) {
    await links.nth(index).click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/#\/en\/service\/$/);
  }
});

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

test('every section is two taps away from another screen, its heading focused and in view', async ({
  page,
}) => {
  for (const [from, jump, heading] of JUMPS) {
    await page.goto(from);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Service', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('button', { name: jump, exact: true })
      .click();
    const target = page.getByRole('heading', { level: 2, name: heading, exact: true });
    await expect(target, from).toBeFocused();
    await expect(target, from).toBeInViewport();
  }
  await expectNoAxeViolations(page);
  await lookAt(page, 'service-hub-en-390.png');
  await lookAt(page, 'service-hub-en-390-full.png', { fullPage: true });
});
