import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Page } from '@playwright/test';
import { bookElsewhere, contentStrings, testOffering } from './service-forms.support';
import { asStaff } from './service-store';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * A visitor books a visitor centre's guided tour (requirements §7 reservation,
 * echelon, reservate, application): the dates with the places left (a full batch cannot be
 * chosen), the form's errors at their fields, a batch another visitor fills meanwhile, the
 * receipt, the booking tracked and cancelled, and a tracking link with a wrong code.
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

/*
 * The screens from their data in each language (a full batch, the places left, the errors at
 * their fields, a narrator's group sizes, a batch filled meanwhile, a wrong tracking code) are
 * screen tests (web/test/screens/reservation.test.tsx); a narrator asked for and confirmed is
 * the console's journey (e2e/admin-sections.spec.ts). Here, in one language, the booking's round
 * trip: sent, its places taken on the server, tracked and cancelled, with axe on each state.
 */
{
  const lang = 'en';
  const strings = contentStrings(lang);
  const r = strings.reservation as Strings;
  const rule = (strings.form as { rule: Record<string, string> }).rule;
  const contact = strings.contactFields as Record<string, string>;
  const other = (key: string) => r[`${key}_other`];

  test('a visitor books a guided tour, corrects the form, then tracks and cancels the booking', async ({
    page,
    request,
  }) => {
    const offering = await testOffering({ '10:00': 1, '14:00': 3, '16:00': 3 });
    const batchAt = (time: string) => offering.batches[time] ?? 0;
    const [full, first, open] = [batchAt('10:00'), batchAt('14:00'), batchAt('16:00')];
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
    // Meanwhile another visitor takes the batch's last places: the server refuses it as full.
    await bookElsewhere(request, first, 3);
    await page.getByRole('button', { name: String(r.send), exact: true }).click();
    await expect(page.locator('.booking-batch .form-field__issue')).toHaveText(rule.full ?? '');
    await look(page, `reservation-full-${lang}`);

    // The visitor takes a later batch, the form as it was.
    await page.getByRole('button', { name: /16:00/ }).click();
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

    // The booking's tracking link with a wrong code, opened afresh as from a message, shows
    // nothing of it. (Within the page the booking is kept by its number alone: see useBooking.)
    await page.goto('about:blank');
    await page.goto(`/pwa/#/${lang}/service/reservation/track/${number}?secret=not-the-secret`);
    await expect(page.getByRole('alert')).toHaveText(String(r.wrongSecret));
    await look(page, `reservation-wrong-secret-${lang}`);
  });
}
