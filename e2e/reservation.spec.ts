import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Page } from '@playwright/test';
import { bookElsewhere, contentStrings, testOffering } from './service-forms.support';
import { asStaff } from './service-store';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * A visitor books a visitor centre's guided tour (requirements §7 reservation,
 * echelon, reservate, application): the dates with the places left (a full batch cannot be
 * chosen), the form's errors at their fields, the receipt, the booking tracked and cancelled;
 * and a batch another visitor fills while the form is open is refused as full.
 */

type Strings = Record<string, string | Record<string, string>>;

/** A string of the locale files with its {{values}} put in. */
const say = (template: unknown, values: Record<string, string | number> = {}) =>
  String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

async function look(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await lookAt(page, `${name}.png`, { fullPage: true });
}

async function bookedOf(batch: number): Promise<number> {
  return asStaff(async (trx) => {
    const row = await trx
      .selectFrom('reservation_batch')
      .select('booked')
      .where('id', '=', batch)
      .executeTakeFirstOrThrow();
    return row.booked;
  });
}

for (const lang of ['zh-tw', 'en'] as const) {
  const strings = contentStrings(lang);
  const r = strings.reservation as Strings;
  const rule = (strings.form as { rule: Record<string, string> }).rule;
  const contact = strings.contactFields as Record<string, string>;
  const other = (key: string) => r[`${key}_other`];

  test(`${lang}: a visitor books a guided tour, corrects the form, then tracks and cancels the booking`, async ({
    page,
    request,
  }) => {
    const offering = await testOffering({ '10:00': 1, '14:00': 3 });
    const [full, open] = [offering.batches['10:00'] ?? 0, offering.batches['14:00'] ?? 0];
    await bookElsewhere(request, full);

    await page.goto(`/pwa/#/${lang}/service/reservation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(r.title));
    const row = page.getByRole('link', { name: new RegExp(offering.titles[lang]) });
    await expect(row).toBeVisible();
    await look(page, `reservation-list-${lang}`);

    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offering.titles[lang]);
    // The full batch says so and cannot be chosen; the open one says its places left.
    await expect(page.locator('.batch--full')).toContainText(['10:00']);
    await expect(page.locator('.batch--full')).toContainText(String(r.full));
    await expect(page.getByRole('button', { name: /10:00/ })).toHaveCount(0);
    const batch = page.getByRole('button', { name: /14:00/ });
    await expect(batch).toContainText(say(other('placesLeft'), { count: 3 }));
    await look(page, `reservation-dates-${lang}`);

    await batch.click();
    await expect(batch).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: String(r.form) })).toBeFocused();
    const party = page.getByLabel(String(r.party));
    await party.fill('5');
    await page.getByLabel(contact.email ?? '').fill('not-an-email');
    await page.getByRole('button', { name: String(r.send), exact: true }).click();
    // Each field says what is wrong, in the visitor's language; the first one has the focus.
    const issue = (field: string) => page.locator(`[id$="-${field}-issue"]`);
    await expect(issue('party')).toHaveText(say(rule.tooHigh, { limit: 3 }));
    await expect(issue('contact-name')).toHaveText(rule.required ?? '');
    await expect(issue('contact-email')).toHaveText(rule.email ?? '');
    await expect(party).toBeFocused();
    await expect(party).toHaveAttribute('aria-invalid', 'true');
    await look(page, `reservation-errors-${lang}`);

    await party.fill('2');
    await page.getByLabel(contact.name ?? '').fill('陳美玲');
    await page.getByLabel(contact.email ?? '').fill('mei@example.tw');
    await page.getByRole('button', { name: String(r.send), exact: true }).click();
    const receipt = page.locator('.booking-receipt');
    await expect(receipt.getByRole('heading')).toHaveText(
      (r.receipt as Record<string, string>).confirmed ?? '',
    );
    await expect(receipt.locator('.booking-receipt__number')).toHaveText(
      issuedReferencePattern('B'),
    );
    const number = await receipt.locator('.booking-receipt__number').innerText();
    expect(await bookedOf(open)).toBe(2);
    await look(page, `reservation-receipt-${lang}`);

    await receipt.getByRole('link', { name: String(r.track) }).click();
    await expect(page).toHaveURL(
      new RegExp(`#/${lang}/service/reservation/track/${number}\\?secret=[\\w-]+$`),
    );
    const status = page.locator('.booking-status');
    await expect(status).toHaveText((r.status as Record<string, string>).confirmed ?? '');
    await expect(page.locator('.reservation-facts')).toContainText(offering.titles[lang]);
    await look(page, `reservation-track-${lang}`);

    await page.getByRole('button', { name: String(r.cancel) }).click();
    const dialog = page.getByRole('dialog', { name: String(r.cancelTitle) });
    await expect(dialog).toContainText(say(r.cancelConfirm, { number }));
    await look(page, `reservation-cancel-${lang}`);
    await dialog.getByRole('button', { name: String(r.cancelYes) }).click();
    await expect(status).toHaveText((r.status as Record<string, string>).cancelled ?? '');
    await expect(page.getByRole('button', { name: String(r.cancel) })).toHaveCount(0);
    expect(await bookedOf(open)).toBe(0);
  });

  test(`${lang}: a group asks for a narrator, which the visitor centre is to confirm`, async ({
    page,
  }) => {
    const offering = await testOffering(
      { '09:30': 30 },
      { kind: 'narrator', groupMin: 10, groupMax: 30, leadDays: 1 },
    );
    await page.goto(`/pwa/#/${lang}/service/reservation`);
    const narrators = page.locator('section', {
      has: page.getByRole('heading', { name: String(r.narrators) }),
    });
    await narrators.getByRole('link', { name: new RegExp(offering.titles[lang]) }).click();
    await expect(page.locator('.reservation-facts')).toContainText(
      say(r.groupSize, { min: 10, max: 30 }),
    );
    await expect(page.locator('.reservation-facts')).toContainText(
      say(r.leadDays_one, { count: 1 }),
    );
    await page.getByRole('button', { name: /09:30/ }).click();
    await expect(page.getByLabel(String(r.party))).toHaveValue('10');
    await page.getByLabel(String(r.party)).fill('9');
    await page.getByLabel(contact.name ?? '').fill('Hualien Senior High School');
    await page.getByLabel(contact.phone ?? '').fill('03-832-1234');
    const send = page.getByRole('button', { name: String(r.sendNarrator) });
    await send.click();
    await expect(page.locator('[id$="-party-issue"]')).toHaveText(say(rule.tooLow, { limit: 10 }));
    await page.getByLabel(String(r.party)).fill('24');
    await send.click();
    await expect(page.locator('.booking-receipt').getByRole('heading')).toHaveText(
      (r.receipt as Record<string, string>).requested ?? '',
    );
    await look(page, `reservation-narrator-${lang}`);
    await page
      .locator('.booking-receipt')
      .getByRole('link', { name: String(r.track) })
      .click();
    await expect(page.locator('.booking-status')).toHaveText(
      (r.status as Record<string, string>).requested ?? '',
    );
  });

  test(`${lang}: the last place taken by another visitor while the form is open is refused as full`, async ({
    page,
    request,
  }) => {
    const offering = await testOffering({ '11:00': 1 });
    const last = offering.batches['11:00'] ?? 0;
    await page.goto(`/pwa/#/${lang}/service/reservation/tour/${offering.offeringId}`);
    await page.getByRole('button', { name: /11:00/ }).click();
    await page.getByLabel(contact.name ?? '').fill('Lin');
    await page.getByLabel(contact.phone ?? '').fill('0912 345 678');
    await bookElsewhere(request, last);
    await page.getByRole('button', { name: String(r.send), exact: true }).click();

    // Said at the chosen batch, which now shows full in the list asked again.
    await expect(page.locator('.booking-batch .form-field__issue')).toHaveText(rule.full ?? '');
    await expect(page.locator('.booking-batch')).toBeFocused();
    await expect(page.locator('.batch--full')).toContainText(String(r.full));
    await expect(page.locator('.booking-receipt')).toHaveCount(0);
    expect(await bookedOf(last)).toBe(1);
    await look(page, `reservation-full-${lang}`);

    // A tracking link with a wrong secret shows nothing of anyone's booking.
    await page.goto(`/pwa/#/${lang}/service/reservation/track/B-2601-0001?secret=not-the-secret`);
    await expect(page.getByRole('alert')).toHaveText(String(r.wrongSecret));
    await look(page, `reservation-wrong-secret-${lang}`);
  });
}
