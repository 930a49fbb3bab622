import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Page } from '@playwright/test';
import { addOperator, signInAs } from './admin.support';
import { lookAtBothSizes, openSection } from './admin-sections.support';
import { cameraPhoto, textsOf } from './service-repair.support';
import { expect, test } from './support';

/**
 * A report tracked through every status changed in the console (docs/architecture.md,
 * Operator console): a visitor reports a loose boardwalk in the app with a photo; staff find it in
 * the console, see the photo, and move it through acknowledged, in progress and closed with notes;
 * after each change the visitor's tracking page (opened with its secret) shows the status and the
 * note.
 */
const STAFF = { email: 'ming@example.tw', name: 'Kao Ming' };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
});

/** A report sent in the app from the visitor's position; answers its number and tracking link. */
async function reportInTheApp(visitor: Page, description: string) {
  const t = textsOf('en');
  await visitor.goto('/pwa/#/en/service/repair');
  await visitor.getByLabel(t('repair.category'), { exact: false }).selectOption('walkway');
  await visitor.getByRole('button', { name: t('repair.place.here') }).click();
  await expect(visitor.locator('.repair-place__status')).toContainText('23.');
  await visitor.getByLabel(t('repair.place.name'), { exact: false }).fill('Xiaoyeliu boardwalk');
  await visitor.getByLabel(t('repair.description'), { exact: false }).fill(description);
  await visitor
    .getByLabel(t('repair.photos'), { exact: false })
    .setInputFiles({ name: 'boardwalk.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
  await expect(
    visitor.getByRole('img', { name: t('form.photos.preview', { index: 1 }) }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: t('repair.send') }).click();
  const number = (await visitor.locator('.repair-receipt__number').textContent()) ?? '';
  expect(number).toMatch(issuedReferencePattern('R'));
  const href = await visitor
    .getByRole('link', { name: t('repair.receipt.track') })
    .getAttribute('href');
  return { number, tracking: `/pwa/${href ?? ''}` };
}

/** The visitor's tracking page, loaded afresh, says the status and the staff's note. */
async function expectTracked(visitor: Page, tracking: string, status: string, note: string) {
  const t = textsOf('en');
  await visitor.goto('about:blank');
  await visitor.goto(tracking);
  await expect(visitor.locator('.repair-status')).toHaveText(t(`repair.status.${status}`));
  await expect(visitor.locator('.repair-history__note').filter({ hasText: note })).toBeVisible();
}

test('a report tracked through every status changed in the console', async ({
  page: visitor,
  context,
}) => {
  // A spot of its own, so no other test's report is the same fault.
  await context.setGeolocation({ latitude: 23.1 + Math.random() * 0.05, longitude: 121.38 });
  const description = `Three boards of the boardwalk are loose (${Date.now()}).`;
  const { number, tracking } = await reportInTheApp(visitor, description);

  const page = await context.newPage();
  await signInAs(page, STAFF.email, STAFF.name);
  await page.bringToFront();
  await openSection(page, 'Sections', 'Repair reports');
  const list = page.getByRole('region', { name: 'Reports found' });
  const row = list.getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Broken boardwalk or trail · Xiaoyeliu boardwalk');
  await lookAtBothSizes(page, 'repairs');

  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Report ${number} Open` })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  const photo = page.getByRole('img', { name: `Photo 1 of ${number}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await lookAtBothSizes(page, 'repair-report');

  const status = page.locator('.status-line');
  const steps = [
    ['acknowledged', 'Acknowledged', 'A ranger will look at it this afternoon.'],
    ['in_progress', 'In progress', 'New boards are on their way from Hualien.'],
    ['closed', 'Closed', 'The three boards were replaced. Thank you for telling us.'],
  ] as const;
  for (const [code, name, note] of steps) {
    const form = page.getByRole('form', { name: 'Change the status' });
    await form.getByLabel('New status').selectOption(code);
    await form.getByLabel('Note for the visitors').fill(note);
    await form.getByRole('button', { name: 'Save the status' }).click();
    await expect(status).toHaveText(`Report ${number} is now ${name}.`);
    await expect(page.getByRole('region', { name: 'Statuses so far' })).toContainText(note);
    await expectTracked(visitor, tracking, code, note);
  }
  await lookAtBothSizes(page, 'repair-closed');

  // A closed report may only be reopened; another step back is not offered.
  const form = page.getByRole('form', { name: 'Change the status' });
  await expect(form.getByLabel('New status').locator('option')).toHaveText([
    'Open',
    'Stay Closed: add a note',
  ]);
  await form.getByLabel('New status').selectOption('closed');
  await form.getByRole('button', { name: 'Save the status' }).click();
  await expect(form.getByText('A note is needed to add to the same status.')).toBeVisible();

  // In Traditional Chinese, the list of closed reports holds it.
  await page.getByRole('button', { name: '繁體中文' }).click();
  await page.getByRole('link', { name: '所有報修通報' }).click();
  await page.getByLabel('狀態', { exact: true }).selectOption('closed');
  await expect(
    page
      .getByRole('region', { name: '符合的通報' })
      .getByRole('listitem')
      .filter({ hasText: number }),
  ).toContainText('已結案');
  await lookAtBothSizes(page, 'repairs-closed-zh');
});
