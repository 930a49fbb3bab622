import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Page } from '@playwright/test';
import { addPublication, contentStrings, removePublication } from './service-forms.support';
import { asStaff } from './service-store';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * A visitor asks for a publication by post (requirements §7
 * publication-apply-information, apply-publication). Our data lists no publication yet, so the
 * page first says none can be asked for; the test then adds one to the publications list as
 * the editors would, the operators mark it requestable, and it is taken away again after.
 */

type Strings = Record<string, string | Record<string, unknown>>;

const say = (template: unknown, values: Record<string, string | number> = {}) =>
  String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The input of a field by its label, which then says (required) or (optional). */
const byLabel = (page: Page, label: unknown) =>
  page.getByLabel(new RegExp(`^${String(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`));

async function look(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await lookAt(page, `${name}.png`, { fullPage: true });
}

// The line when none is offered and the errors at the fields in each language are screen tests
// (web/test/screens/publication.test.tsx); here, in one language, the request's round trip.
for (const lang of ['en'] as const) {
  const strings = contentStrings(lang);
  const p = strings.publication as Strings;
  const address = p.address as Record<string, string>;
  const rule = (strings.form as { rule: Record<string, string> }).rule;
  const contact = strings.contactFields as Record<string, string>;

  test(`${lang}: a visitor asks for a publication by post, corrects the address, and gets its number`, async ({
    page,
  }) => {
    await page.goto(`/pwa/#/${lang}/service/publication`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(p.title));
    await expect(page.locator('.publication__none')).toHaveText(String(p.none));
    await look(page, `publication-none-${lang}`);

    const id = 900_000 + Math.floor(Math.random() * 90_000);
    await addPublication(id, 3);
    try {
      await page.reload();
      const title = `${lang === 'en' ? 'Test map' : '測試地圖'} ${id}`;
      await page.getByRole('radio', { name: new RegExp(title) }).check();
      await byLabel(page, p.copies).fill('4');
      await page.getByRole('radio', { name: address.abroad }).check();
      await byLabel(page, address.postcode).fill('75001');
      await page.getByRole('button', { name: String(p.send), exact: true }).click();
      const issue = (field: string) => page.locator(`[id$="-${field}-issue"]`);
      await expect(issue('copies')).toHaveText(say(rule.tooHigh, { limit: 3 }));
      await expect(issue('address-recipient')).toHaveText(String(rule.required));
      await expect(issue('address-line1')).toHaveText(String(rule.required));
      await expect(issue('address-country')).toHaveText(String(rule.required));
      await expect(issue('contact-name')).toHaveText(String(rule.required));
      await expect(byLabel(page, p.copies)).toBeFocused();
      await look(page, `publication-errors-${lang}`);

      await byLabel(page, p.copies).fill('2');
      await page.getByRole('radio', { name: address.taiwan }).check();
      await byLabel(page, address.recipient).fill('陳美玲');
      await byLabel(page, address.line1).fill('花蓮縣豐濱鄉石梯坪 52 號');
      await byLabel(page, address.postcode).fill('97');
      await byLabel(page, contact.name).fill('陳美玲');
      await byLabel(page, contact.phone).fill('0912-345-678');
      await page.getByRole('button', { name: String(p.send), exact: true }).click();
      await expect(issue('address-postcode')).toHaveText(String(rule.format));
      await byLabel(page, address.postcode).fill('97741');
      await page.getByRole('button', { name: String(p.send), exact: true }).click();

      const receipt = page.locator('.publication-receipt');
      await expect(receipt.getByRole('heading')).toHaveText(String(p.receiptTitle));
      await expect(receipt.locator('.publication-receipt__number')).toHaveText(
        issuedReferencePattern('P'),
      );
      const number = await receipt.locator('.publication-receipt__number').innerText();
      const kept = await asStaff((trx) =>
        trx
          .selectFrom('publication_request')
          .selectAll()
          .where('number', '=', number)
          .executeTakeFirstOrThrow(),
      );
      expect(kept).toMatchObject({
        article_id: id,
        copies: 2,
        destination: 'taiwan',
        postcode: '97741',
      });
      await look(page, `publication-receipt-${lang}`);
    } finally {
      await removePublication(id);
    }
  });
}
