import { lookAt, test } from './support';
import { dialogOf, expect, expectOverlayAccessible, section } from './place-overlay.support';

/**
 * Content as a visitor reads it (requirements §2 attraction detail): a closure whose last day
 * has passed is kept on an earlier-notices line, which a click opens. What each place shows in
 * each language, on which day, and the lists' tags, names and phones are screen tests
 * (web/test/screens/content-truth.test.tsx); this keeps the line opened in a browser and axe.
 */

/** Sanxiantai: its bridge was "closed until 2021-06-30" (民國110年6月30日). */
const SANXIANTAI = 21;

test('Sanxiantai’s earlier notice opens on a click; the overlay passes axe', async ({ page }) => {
  // Late 2026 in Taipei, whatever the machine's own clock says.
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+08:00'));
  await page.goto(`/pwa/#/en/?attraction=${SANXIANTAI}`);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible();
  const earlier = dialog.locator('details.place-earlier');
  const notice = earlier.getByText('Eight-Arch Bridge is temporarily closed');
  await expect(notice).toBeHidden();
  await earlier.locator('summary').click();
  await expect(notice).toBeVisible();
  await expectOverlayAccessible(page);
  await lookAt(page, 'content-sanxiantai-en-390.png');
  const buses = section(dialog, 'About').locator('ol').first();
  await buses.scrollIntoViewIfNeeded();
  await lookAt(page, 'content-sanxiantai-list-en-390.png');
});
