import {
  believeAlwaysOnline,
  expect,
  expectNoAxeViolations,
  lookAt,
  test,
  waitForServiceWorker,
} from './support';
import { suggestionsSaying, uniqueText } from './service-database.support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * A suggestion sent without a network is kept on the phone and says it waits,
 * also after a reload; when the network returns it arrives exactly once, and its receipt shows.
 */

const WAITING =
  'No network: your form is saved on this phone and will be sent by itself when the network returns.';

test('en: a suggestion sent offline waits on the phone, survives a reload, and arrives once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await believeAlwaysOnline(page);
  await page.goto('/pwa/#/en/service/suggestion');
  await waitForServiceWorker(page);
  const message = uniqueText('Please add a bench in the shade at the Shitiping lookout.');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Facilities' });
  await page.getByRole('textbox', { name: 'Your suggestion' }).fill(message);
  await page.getByRole('textbox', { name: 'Name' }).fill('Wang');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0912-345-678');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send suggestion' }).click();
  const waiting = page.getByRole('status').filter({ hasText: WAITING });
  await expect(waiting).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();

  // The app reopens from its worker, the suggestion still waiting.
  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'suggestion-waiting-en.png');
  expect(await suggestionsSaying(message)).toBe(0);

  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: 'Thank you: your suggestion was received' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  const [number, code] = await page.locator('.suggestion__reference').allTextContents();
  expect(await suggestionsSaying(message)).toBe(1);

  // The server reads it back by its number and code: the very suggestion, once.
  const checked = await request.post('/en/opendata/check-opinion', { data: { number, code } });
  expect(checked.status()).toBe(200);
  expect(((await checked.json()) as { data: { message: string } }).data.message).toBe(message);

  // Sent again by the worker or another wake-up, the key answers the same receipt: still one.
  await page.reload();
  await expect(page.getByText(number ?? '')).toBeVisible();
  expect(await suggestionsSaying(message)).toBe(1);
  await lookAt(page, 'suggestion-arrived-en.png');
});
