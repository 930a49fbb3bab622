import type { Page } from '@playwright/test';
import { addOperator, signInAs } from './admin.support';
import { lookAtBothSizes, openSection } from './admin-sections.support';
import { addPublication, contentStrings, removePublication } from './service-forms.support';
import { asStaff } from './service-store';
import { expect, test } from './support';

/**
 * Issue 16 point 5: publications by post from the console. Our data lists no publication yet,
 * so the test adds one to the publications list as the editors would; staff make it requestable
 * in the console, a visitor asks for it in the app, staff mark the request posted, then stop
 * the requests; the publication is taken away after. Staff may also add a publication in the
 * console themselves (docs/architecture.md, Operator console), which a visitor then asks for.
 */
const STAFF = { email: 'hui@example.tw', name: 'Chen Hui' };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
});

/** The input of a visitor's field by its label, which then says (required) or (optional). */
const byLabel = (page: Page, label: unknown) =>
  page.getByLabel(new RegExp(`^${String(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`));

/** A visitor's request of two copies to an address in Taiwan; answers its number. */
async function askInTheApp(visitor: Page, title: string): Promise<string> {
  const strings = contentStrings('en');
  const p = strings.publication as Record<string, unknown>;
  const address = p.address as Record<string, string>;
  const contact = strings.contactFields as Record<string, string>;
  await visitor.goto('/pwa/#/en/service/publication');
  await visitor.getByRole('radio', { name: new RegExp(title) }).check();
  await byLabel(visitor, p.copies).fill('2');
  await visitor.getByRole('radio', { name: address.taiwan }).check();
  await byLabel(visitor, address.recipient).fill('Chen Mei-ling');
  await byLabel(visitor, address.line1).fill('No. 52, Shitiping, Fengbin Township, Hualien');
  await byLabel(visitor, address.postcode).fill('97741');
  await byLabel(visitor, contact.name).fill('Chen Mei-ling');
  await byLabel(visitor, contact.phone).fill('0912-345-678');
  await visitor.getByRole('button', { name: String(p.send), exact: true }).click();
  return visitor.locator('.publication-receipt__number').innerText();
}

test('staff let visitors ask for a publication, post what a visitor asked for, then stop the requests', async ({
  page: visitor,
  context,
  request,
}) => {
  const id = 950_000 + Math.floor(Math.random() * 40_000);
  const title = `Test map ${id}`;
  await addPublication(id, null);
  try {
    const page = await context.newPage();
    await signInAs(page, STAFF.email, STAFF.name);
    await page.bringToFront();
    await openSection(page, 'Sections', 'Publications by post');
    const status = page.locator('.status-line');
    const ours = page.getByRole('region', { name: 'Our publications' });
    const row = ours.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('Visitors may not ask for it.');
    const limit = row.getByRole('form', { name: `Copies of “${title}” a request may ask for` });
    await limit.getByLabel('Copies a request may ask for').fill('0');
    await limit.getByRole('button', { name: 'Let visitors ask' }).click();
    await expect(limit.getByText('Please enter 1 or more.')).toBeVisible();
    await limit.getByLabel('Copies a request may ask for').fill('2');
    await limit.getByRole('button', { name: 'Let visitors ask' }).click();
    await expect(status).toHaveText(`Visitors may now ask for “${title}”, up to 2 copies.`);
    await expect(row).toContainText('Visitors may ask for up to 2 copies.');
    await lookAtBothSizes(page, 'publications');

    const number = await askInTheApp(visitor, title);
    expect(number).toMatch(/^P-\d{4}-\d{4,6}$/);

    await page.reload();
    const requests = page.getByRole('region', { name: 'Requests' });
    const asked = requests.getByRole('listitem').filter({ hasText: number });
    await expect(asked).toContainText('To post');
    await expect(asked).toContainText('97741 No. 52, Shitiping, Fengbin Township, Hualien');
    await expect(asked).toContainText('2 copies');
    await asked.getByRole('button', { name: `Mark request ${number} posted` }).click();
    const dialog = page.getByRole('dialog', { name: `Mark request ${number} posted?` });
    await dialog.getByLabel('Note (optional)').fill('Registered mail RR123456789TW');
    await lookAtBothSizes(page, 'publication-posted');
    await dialog.getByRole('button', { name: 'Mark posted' }).click();
    await expect(status).toHaveText(`Request ${number} was marked posted.`);
    await expect(asked).toHaveCount(0);
    await requests.getByLabel('Show').selectOption('posted');
    await expect(asked).toContainText('Posted');
    await expect(asked).toContainText('Registered mail RR123456789TW');

    await row.getByRole('button', { name: 'Stop requests' }).click();
    await expect(status).toHaveText(`Visitors may no longer ask for “${title}”.`);
    const offered = await request.get('/en/opendata/publication-apply-information');
    const items = ((await offered.json()) as { data: { items: { id: number }[] } }).data.items;
    expect(items.map((item) => item.id)).not.toContain(id);
  } finally {
    await removePublication(id);
  }
});

test('staff add a publication in the console, offered at once, and a visitor asks for it', async ({
  page: visitor,
  context,
  request,
}) => {
  const mark = Math.floor(Math.random() * 1_000_000);
  const titles = {
    zh: `測試摺頁 ${mark}`,
    en: `Test leaflet ${mark}`,
    ja: `テスト用リーフレット ${mark}`,
  };
  const page = await context.newPage();
  await signInAs(page, STAFF.email, STAFF.name);
  await page.bringToFront();
  await openSection(page, 'Sections', 'Publications by post');
  const form = page.getByRole('form', { name: 'Add a publication' });
  await form.getByLabel('Title in Traditional Chinese').fill(titles.zh);
  await form.getByLabel('Title in English').fill(titles.en);
  await form.getByRole('button', { name: 'Add the publication' }).click();
  await expect(form.getByLabel('Title in Japanese')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Title in Japanese').fill(titles.ja);
  await form.getByLabel('Copies a request may ask for').fill('3');
  await form.getByRole('button', { name: 'Add the publication' }).click();
  await expect(page.locator('.status-line')).toHaveText(
    `“${titles.en}” was added; visitors may ask for up to 3 copies.`,
  );
  const row = page
    .getByRole('region', { name: 'Our publications' })
    .getByRole('listitem')
    .filter({ hasText: titles.en });
  await expect(row).toContainText('Visitors may ask for up to 3 copies.');
  await lookAtBothSizes(page, 'publication-added');

  const offered = await request.get('/en/opendata/publication-apply-information');
  const items = ((await offered.json()) as { data: { items: { id: number; title: string }[] } })
    .data.items;
  const id = items.find((item) => item.title === titles.en)?.id;
  expect(id).toBeDefined();
  try {
    const number = await askInTheApp(visitor, titles.en);
    expect(number).toMatch(/^P-\d{4}-\d{4,6}$/);
  } finally {
    await removePublication(id!);
    await asStaff((trx) =>
      trx
        .deleteFrom('operator_publication')
        .where('id', '=', id! - 100_000)
        .execute(),
    );
  }
});
