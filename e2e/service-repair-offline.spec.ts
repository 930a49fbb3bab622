import { issuedReferenceWithin } from '@ecg/domain/rules/references';
import { repairReportsSaying, uniqueText } from './service-database.support';
import { textsOf } from './service-repair.support';
import {
  believeAlwaysOnline,
  expect,
  expectNoAxeViolations,
  lookAt,
  test,
  waitForServiceWorker,
} from './support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * A repair report sent without a network waits on the phone (docs/architecture.md: Writes); when
 * the app restarts still offline, the repair page lists it as not yet sent. When the network
 * returns it arrives exactly once, and its receipt takes its place in the list.
 */

// A place of its own: service-repair.spec.ts reports at 23.06 and 23.08, and a second report
// of the same fault within 50 m is offered to join the first (rules/repair-reports.ts).
const LAT = 23.1;
const LNG = 121.35;

test('en: a repair report saved offline is listed after an offline restart, then sent once', async ({
  page,
  context,
}) => {
  test.slow();
  const t = textsOf('en');
  await believeAlwaysOnline(page);
  await context.setGeolocation({ latitude: LAT, longitude: LNG });
  await page.goto('/pwa/#/en/service/repair');
  await waitForServiceWorker(page);
  const description = uniqueText('The railing of the lookout is loose and sways when leant on.');
  await page.getByLabel(t('repair.category'), { exact: false }).selectOption('walkway');
  await page.getByRole('button', { name: t('repair.place.here') }).click();
  await expect(page.locator('.repair-place__status')).toContainText(LAT.toFixed(5));
  await page.getByLabel(t('repair.description'), { exact: false }).fill(description);

  await context.setOffline(true);
  await page.getByRole('button', { name: t('repair.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('form.waiting') })).toBeVisible();

  // The app reopens from its worker, still offline: the page lists the report as waiting.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('repair.title'));
  const mine = page.getByRole('region', { name: t('repair.mine') });
  await expect(mine.getByText(t('repair.queued'))).toHaveCount(1);
  await expect(mine.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await lookAt(page, 'repair-waiting-en.png', { fullPage: true });
  expect(await repairReportsSaying(description)).toBe(0);

  // Back online, it is sent by itself: its receipt replaces the waiting line, once.
  await context.setOffline(false);
  const receipt = mine.getByRole('link', { name: issuedReferenceWithin('R') });
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  await expect(mine.getByText(t('repair.queued'))).toHaveCount(0);
  expect(await repairReportsSaying(description)).toBe(1);
  await lookAt(page, 'repair-arrived-en.png', { fullPage: true });

  // Opened again, the phone still holds the one receipt, and the server the one report.
  await page.reload();
  await expect(mine.getByRole('link', { name: issuedReferenceWithin('R') })).toHaveCount(1);
  expect(await repairReportsSaying(description)).toBe(1);
});
