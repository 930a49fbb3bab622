import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { uniqueText } from './service-database.support';

/**
 * A form sent by keyboard alone lands the focus on its receipt's heading, which a screen reader
 * then reads: the receipt's code is shown only there (docs/writes.md, The outbox).
 */

/** The most Tabs from the top of the page to any field of the suggestion form. */
const TABS_MAX = 80;

/** Presses Tab, as a keyboard user would, until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let tabs = 0; tabs < TABS_MAX; tabs += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('en: a suggestion filled and sent by keyboard alone puts the focus on its receipt', async ({
  page,
}) => {
  await page.goto('/pwa/#/en/service/suggestion');
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await expect(topic).toContainText('Signs and information');

  await tabTo(page, topic);
  // A closed select takes the first letters of an option's name.
  await page.keyboard.type('Signs');
  await expect(topic.locator('option:checked')).toHaveText('Signs and information');
  await tabTo(page, page.getByRole('textbox', { name: 'Your suggestion' }));
  await page.keyboard.type(uniqueText('The sign at the Sanxiantai car park points the wrong way.'));
  await tabTo(page, page.getByRole('textbox', { name: 'Name' }));
  await page.keyboard.type('Lin Mei');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('mei@example.tw');
  await tabTo(page, page.getByRole('button', { name: 'Send suggestion' }));
  await page.keyboard.press('Enter');

  const heading = page.getByRole('heading', { name: 'Thank you: your suggestion was received' });
  await expect(heading).toBeFocused();
  const focused = await page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent,
  }));
  expect(focused).toEqual({ tag: 'H2', text: 'Thank you: your suggestion was received' });
  await expect(page.locator('.suggestion__reference')).toHaveCount(2);
  // The next Tab goes on within the receipt, to the link of the reply.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Open the page of our reply' })).toBeFocused();
  await expectNoAxeViolations(page);
  await lookAt(page, 'form-focus-receipt-en.png');
});
