import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { suggestionsSaying, uniqueText } from './service-database.support';
import { asStaff } from './service-store';

/**
 * Suggestions (requirements §7 opinion, suggest, verify-opinion, check-opinion): the form
 * with its field errors, the receipt with its number, code and link, the reply read with them (and typed by hand, a wrong code refused), each suggestion kept once.
 */

/*
 * What the form and the tracking page say in each language, their errors at the fields and a
 * wrong code refused are screen tests (web/test/screens/service-suggestion.test.tsx); here, in
 * one language, the fields marked at fault, and the suggestion's round trip to its reply.
 */
const LANGS = [
  {
    lang: 'en',
    title: 'Suggestions',
    topic: 'Topic',
    topicName: 'Signs and information',
    place: 'Place',
    message: 'Your suggestion',
    name: 'Name',
    email: 'Email',
    send: 'Send suggestion',
    required: 'Please fill this in.',
    emailOrPhone: 'Please give an email address or a phone number.',
    tooShort: 'Please write at least 10 characters.',
    received: 'Thank you: your suggestion was received',
    open: 'Open the page of our reply',
    trackTitle: 'Follow your suggestion',
    waitingReply: 'Received: we will reply soon.',
    replied: 'We have replied.',
    number: 'Number',
    code: 'Verification code',
    show: 'Show the reply',
    wrong: 'The number and code do not match.',
    kept: 'We keep them for one year after our reply',
  },
] as const;

type Lang = (typeof LANGS)[number];

/** The colour of a field at fault (form.css). */
const FAULT_RED = 'rgb(179, 38, 30)';

const issueOf = (page: Page, field: string) => page.locator(`#suggestion-${field}-issue`);

async function receiptOf(page: Page) {
  const references = page.locator('.suggestion__reference');
  await expect(references).toHaveCount(2);
  const [number, code] = await references.allTextContents();
  return { number: number ?? '', code: code ?? '' };
}

for (const l of LANGS) {
  test(`${l.lang}: a suggestion is sent, its errors shown at its fields, and its reply followed`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/pwa/#/${l.lang}/service/suggestion`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    await expect(page.getByText(l.kept)).toBeVisible();
    await expect(page.getByRole('combobox', { name: l.topic })).toContainText(l.topicName);
    await expectNoAxeViolations(page);
    await lookAt(page, `suggestion-form-${l.lang}.png`);

    // Sent empty: the topic, the message, the name and a way to reply are asked for.
    await page.getByRole('button', { name: l.send }).click();
    for (const field of ['topic', 'message', 'contact-name']) {
      await expect(issueOf(page, field)).toHaveText(l.required);
    }
    await expect(issueOf(page, 'contact-email')).toHaveText(l.emailOrPhone);
    // A text input at fault is marked as the select is, not only by its message.
    for (const field of ['topic', 'contact-name', 'contact-email']) {
      await expect(page.locator(`#suggestion-${field}`)).toHaveCSS('border-top-color', FAULT_RED);
    }
    await expect(page.getByRole('combobox', { name: l.topic })).toBeFocused();
    await page.getByRole('textbox', { name: l.message }).fill('Too short');
    await page.getByRole('button', { name: l.send }).click();
    await expect(issueOf(page, 'message')).toHaveText(l.tooShort);
    await expectNoAxeViolations(page);
    await lookAt(page, `suggestion-errors-${l.lang}.png`, { fullPage: true });

    const message = uniqueText(
      `The sign at the Sanxiantai car park points the wrong way (${l.lang}).`,
    );
    await page.getByRole('combobox', { name: l.topic }).selectOption({ label: l.topicName });
    await page.getByRole('textbox', { name: l.place }).fill('Sanxiantai');
    await page.getByRole('textbox', { name: l.message }).fill(message);
    await page.getByRole('textbox', { name: l.name }).fill('Lin Mei');
    await page.getByRole('textbox', { name: l.email }).fill('mei@example.tw');
    await page.getByRole('button', { name: l.send }).click();

    await expect(page.getByRole('heading', { name: l.received })).toBeVisible();
    const { number, code } = await receiptOf(page);
    expect(number).toMatch(issuedReferencePattern('S'));
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await suggestionsSaying(message)).toBe(1);
    await expectNoAxeViolations(page);
    await lookAt(page, `suggestion-receipt-${l.lang}.png`);

    // The link copied is the reply's page, its code in the hash only.
    await page.getByRole('button', { name: 'Copy the link' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      new RegExp(
        `/pwa/#/${l.lang}/service/suggestion/track/${number}\\?secret=${code.replaceAll('-', '')}$`,
      ),
    );

    await page.getByRole('link', { name: l.open }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.trackTitle);
    await expect(page.getByText(l.waitingReply)).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `suggestion-track-${l.lang}.png`);

    // An operator replies (the console's action, made here on its table), and the page shows it.
    const reply = `Thank you (${l.lang}): the sign has been turned the right way.`;
    await asStaff((trx) =>
      trx
        .updateTable('suggestion')
        .set({ status: 'replied', reply_text: reply, replied_at: Date.now(), replied_by: 'e2e' })
        .where('number', '=', number)
        .execute(),
    );
    await page.reload();
    await expect(page.getByText(l.replied)).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `suggestion-replied-${l.lang}.png`);
  });
}

async function typeByHand(page: Page, l: Lang, number: string, code: string) {
  await page.getByRole('textbox', { name: l.number }).fill(number);
  await page.getByRole('textbox', { name: l.code }).fill(code);
  await page.getByRole('button', { name: l.show }).click();
}

for (const l of LANGS) {
  test(`${l.lang}: the number and code typed by hand open the reply; a wrong code is refused`, async ({
    page,
    request,
  }) => {
    const sent = await request.post(`/${l.lang}/opendata/suggest`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        topic: 'facilities',
        message: uniqueText('The tap at the visitor centre drips.'),
        contact: { name: 'Chen', phone: '0912 345 678' },
      },
    });
    const { number, secret } = ((await sent.json()) as { data: { number: string; secret: string } })
      .data;
    await page.goto(`/pwa/#/${l.lang}/service/suggestion/track`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.trackTitle);
    await page.getByRole('button', { name: l.show }).click();
    await expect(issueOf(page, 'track-number')).toHaveText(l.required);
    await expect(issueOf(page, 'track-code')).toHaveText(l.required);

    const wrong = secret.startsWith('0') ? `1${secret.slice(1)}` : `0${secret.slice(1)}`;
    await typeByHand(page, l, number, wrong);
    await expect(issueOf(page, 'track-code')).toHaveText(l.wrong);
    await expectNoAxeViolations(page);
    await lookAt(page, `suggestion-hand-${l.lang}.png`);

    await typeByHand(page, l, number.toLowerCase(), secret.toLowerCase());
    await expect(page.getByText(l.waitingReply)).toBeVisible();
    expect(page.url()).toContain(`/service/suggestion/track/${number}?secret=`);
  });
}
